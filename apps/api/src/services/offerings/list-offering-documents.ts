import type { OfferingDocument } from '@ico/domain/contracts/offering-documents';
import type { Deps } from '../deps';
import { documentsOf } from './offering-documents';
import { offeringOf } from './staff-offering';

/** An offering's documents, by kind, newest first within a kind. */
export async function listOfferingDocuments(deps: Pick<Deps, 'database'>, offeringId: number): Promise<OfferingDocument[]> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  return (await documentsOf(db, [target.id])).get(target.id) ?? [];
}
