import type { OfferingDocument } from '@ico/domain/contracts/offering-documents';
import { OFFERING_DOCUMENTS_MAX, offeringDocumentInputSchema } from '@ico/domain/offering-documents';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offeringDocument } from '../../db/schema';
import { AppError, parseOrThrow } from '../../errors';
import type { DocumentUpload } from '../../uploads/read-document-upload';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { recordPublicFiles, withPublicFiles } from '../files/public-files';
import { documentsOf } from './offering-documents';
import { lockOffering } from './offering-row';
import { offeringOf } from './staff-offering';

type Reader = Pick<Database, 'select'>;

/** Refuses a document beyond OFFERING_DOCUMENTS_MAX (409 OFFERING_DOCUMENTS_FULL). */
export async function refuseWhenFull(db: Reader, offeringId: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(offeringDocument).where(eq(offeringDocument.offeringId, offeringId));
  if ((row?.n ?? 0) >= OFFERING_DOCUMENTS_MAX) throw new AppError('OFFERING_DOCUMENTS_FULL');
}

/**
 * Attaches a PDF to an offering (issue 19): the file is written first and recorded with its document row and the
 * audit row in one transaction, under the offering's lock (so the limit of OFFERING_DOCUMENTS_MAX holds under
 * concurrent uploads); a failure deletes the file again.
 */
export async function addOfferingDocument(
  deps: Pick<Deps, 'database' | 'files'>,
  actorId: number,
  offeringId: number,
  upload: DocumentUpload,
  meta: RequestMeta,
): Promise<OfferingDocument> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  const input = parseOrThrow(offeringDocumentInputSchema, upload.fields);
  const id = await withPublicFiles(deps, [upload.file], (stored) =>
    db.transaction(async (tx) => {
      const locked = await lockOffering(tx, target.id);
      if (!locked) throw new AppError('ICO_NOT_EXIST');
      await refuseWhenFull(tx, target.id);
      await recordPublicFiles(tx, actorId, stored);
      const [file] = stored;
      if (!file) throw new AppError('FILE_REQUIRED');
      const [created] = await tx
        .insert(offeringDocument)
        .values({ offeringId: target.id, ...input, fileId: file.id, createdBy: actorId })
        .returning({ id: offeringDocument.id });
      if (!created) throw new Error('offering document not created');
      await recordAudit(tx, {
        actorId,
        action: 'offering.document.add',
        targetType: 'offering',
        targetId: target.id,
        detail: {
          documentId: created.id,
          kind: input.kind,
          language: input.language,
          title: input.title,
          fileId: file.id,
          fileName: file.fileName,
        },
        ipAddress: meta.ip,
      });
      return created.id;
    }),
  );
  const document = (await documentsOf(db, [target.id])).get(target.id)?.find((d) => d.id === id);
  if (!document) throw new AppError('NOT_FOUND');
  return document;
}
