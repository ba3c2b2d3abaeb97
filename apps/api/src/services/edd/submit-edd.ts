import { eddDeclarationSchema, type MyEdd } from '@ico/domain/contracts/edd';
import { EDD_DOCUMENT_FIELD } from '@ico/domain/edd';
import { uniqueViolation } from '../../db/errors';
import { eddDeclaration, privateFile } from '../../db/schema';
import { AppError, parseOrThrow } from '../../errors';
import { type MultipartBody, requireFiles } from '../../uploads/read-multipart';
import { checkMaySubmit } from '../accounts/check-may-submit';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { withStoredFiles } from '../files/stored-files';
import { lockUser } from '../verification/verification-state';
import { myEdd } from './get-my-edd';

/**
 * `POST /auth/edd/`: the investor's source-of-funds or source-of-wealth declaration with its document (a private file,
 * sanitised and stored like the verification files; a refused or failed request leaves no file behind). Only while a
 * declaration is required (403 EDD_NOT_REQUIRED), one in review at a time (409 PF_ALREADY_SUBMITED).
 */
export async function submitEdd(deps: Deps, userId: number, body: MultipartBody, meta: RequestMeta): Promise<MyEdd> {
  const input = parseOrThrow(eddDeclarationSchema, body.fields);
  const files = requireFiles(body, [EDD_DOCUMENT_FIELD]);
  const db = deps.database.db;
  const before = await myEdd(db, userId);
  if (before.status === 'SUBMITTED' || before.status === 'PROPOSED') throw new AppError('PF_ALREADY_SUBMITED');
  if (!before.required) throw new AppError('EDD_NOT_REQUIRED');
  try {
    return await withStoredFiles(deps, userId, files, (stored) =>
      db.transaction(async (tx) => {
        const account = await lockUser(tx, userId);
        checkMaySubmit(account);
        const now = await myEdd(tx, userId);
        if (now.status === 'SUBMITTED' || now.status === 'PROPOSED') throw new AppError('PF_ALREADY_SUBMITED');
        if (!now.required) throw new AppError('EDD_NOT_REQUIRED');
        // The document belongs to the declaration (edd_declaration.file_id), not to a verification submission.
        await tx.insert(privateFile).values(
          stored.map((file) => ({
            id: file.id,
            ownerId: userId,
            field: file.field,
            storageKey: file.storageKey,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.data.length,
            sha256: file.sha256,
            receivedSha256: file.receivedSha256,
          })),
        );
        const [row] = await tx
          .insert(eddDeclaration)
          .values({ userId, ...input, fileId: stored[0]?.id ?? null })
          .returning({ id: eddDeclaration.id });
        await recordAudit(tx, {
          actorId: userId,
          action: 'edd.submit',
          targetType: 'edd',
          targetId: row?.id,
          detail: { basis: input.basis, origin: input.origin },
          ipAddress: meta.ip,
        });
        return myEdd(tx, userId);
      }),
    );
  } catch (error) {
    // Two declarations sent at once: the pending index took the first.
    if (uniqueViolation(error) === 'edd_declaration_pending_key') throw new AppError('PF_ALREADY_SUBMITED');
    throw error;
  }
}
