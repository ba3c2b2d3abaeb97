import type { KnowledgeQuestion } from '@ico/domain/offering-admin';
import type { Deps } from '../deps';
import { knowledgeTestOf, offeringOf } from '../offerings/staff-offering';

export type KnowledgeTest = { passMark: number; questions: KnowledgeQuestion[] };

export async function getKnowledgeTest(deps: Pick<Deps, 'database'>, id: number): Promise<KnowledgeTest> {
  const db = deps.database.db;
  return knowledgeTestOf(db, await offeringOf(db, id));
}
