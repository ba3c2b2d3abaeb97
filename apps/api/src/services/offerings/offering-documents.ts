import type { OfferingDocument } from '@ico/domain/contracts/offering-documents';
import type { OfferingIssuer } from '@ico/domain/contracts/offerings';
import { OFFERING_DOCUMENT_KINDS } from '@ico/domain/offering-documents';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offeringDocument, publicFile } from '../../db/schema';
import { publicFileUrl } from '../files/public-files';
import type { OfferingRow } from './offering-row';

type Reader = Pick<Database, 'select'>;

const kindOrder = (kind: OfferingDocument['kind']): number => OFFERING_DOCUMENT_KINDS.indexOf(kind);

/** The documents of each offering (in one query), in the kinds' order, newest first within a kind. */
export async function documentsOf(db: Reader, offeringIds: readonly number[]): Promise<Map<number, OfferingDocument[]>> {
  const result = new Map<number, OfferingDocument[]>(offeringIds.map((id) => [id, []]));
  if (offeringIds.length === 0) return result;
  const rows = await db
    .select({
      id: offeringDocument.id,
      offeringId: offeringDocument.offeringId,
      kind: offeringDocument.kind,
      language: offeringDocument.language,
      title: offeringDocument.title,
      fileId: offeringDocument.fileId,
      size: publicFile.size,
      createdAt: offeringDocument.createdAt,
    })
    .from(offeringDocument)
    .innerJoin(publicFile, eq(publicFile.id, offeringDocument.fileId))
    .where(inArray(offeringDocument.offeringId, [...offeringIds]));
  rows.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || b.id - a.id);
  for (const row of rows) {
    result.get(row.offeringId)?.push({
      id: row.id,
      kind: row.kind,
      language: row.language,
      title: row.title,
      url: publicFileUrl(row.fileId),
      size: row.size,
      created_at: row.createdAt.toISOString(),
    });
  }
  return result;
}

/** The issuer as the answers show it, null when staff entered none of its fields. */
export function issuerOf(row: OfferingRow): OfferingIssuer | null {
  const issuer: OfferingIssuer = {
    nameEN: row.issuerNameEN,
    nameTH: row.issuerNameTH,
    registrationNumber: row.issuerRegistrationNumber,
    addressEN: row.issuerAddressEN,
    addressTH: row.issuerAddressTH,
    website: row.issuerWebsite,
  };
  return Object.values(issuer).some((value) => value !== null) ? issuer : null;
}
