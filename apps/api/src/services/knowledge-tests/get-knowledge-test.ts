import type { StaffKnowledgeTest } from '@ico/domain/contracts/knowledge-tests';
import type { Deps } from '../deps';
import { knowledgeTestOf, offeringOf } from '../offerings/staff-offering';

export async function getKnowledgeTest(deps: Pick<Deps, 'database'>, id: number): Promise<StaffKnowledgeTest> {
  const db = deps.database.db;
  return knowledgeTestOf(db, await offeringOf(db, id));
}
