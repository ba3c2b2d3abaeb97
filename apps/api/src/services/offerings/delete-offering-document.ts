import { REQUIRED_OFFERING_DOCUMENT } from '@ico/domain/offering-documents';
import { and, eq, ne } from 'drizzle-orm';
import { offeringDocument } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { deleteStoredObjects, dropPublicFiles } from '../files/drop-public-files';
import { lockOffering } from './offering-row';

/**
 * Deletes an offering's document and its file. The last white paper of an offering that has started stays
 * (409 LAST_WHITE_PAPER): investors are reading it and reserving on it. Under the offering's lock, so two deletes of
 * its last two white papers cannot both pass.
 */
export async function deleteOfferingDocument(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  offeringId: number,
  documentId: number,
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  const db = deps.database.db;
  const dropped = await db.transaction(async (tx) => {
    const locked = await lockOffering(tx, offeringId);
    if (!locked) throw new AppError('ICO_NOT_EXIST');
    const [document] = await tx
      .select()
      .from(offeringDocument)
      .where(and(eq(offeringDocument.id, documentId), eq(offeringDocument.offeringId, locked.id)))
      .limit(1);
    if (!document) throw new AppError('NOT_FOUND');
    if (document.kind === REQUIRED_OFFERING_DOCUMENT && locked.startAt <= now) {
      const [other] = await tx
        .select({ id: offeringDocument.id })
        .from(offeringDocument)
        .where(
          and(
            eq(offeringDocument.offeringId, locked.id),
            eq(offeringDocument.kind, REQUIRED_OFFERING_DOCUMENT),
            ne(offeringDocument.id, document.id),
          ),
        )
        .limit(1);
      if (!other) throw new AppError('LAST_WHITE_PAPER');
    }
    await tx.delete(offeringDocument).where(eq(offeringDocument.id, document.id));
    const keys = await dropPublicFiles(tx, [document.fileId]);
    await recordAudit(tx, {
      actorId,
      action: 'offering.document.delete',
      targetType: 'offering',
      targetId: locked.id,
      detail: { documentId: document.id, kind: document.kind, language: document.language, title: document.title },
      ipAddress: meta.ip,
    });
    return keys;
  });
  await deleteStoredObjects(deps, dropped);
}
