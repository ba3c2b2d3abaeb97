import { roleCan } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import { staffRoleOf, type UserRow } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendStoredFile } from './send-stored-file';
import { UUID } from './stored-files';

/**
 * A private file for its owner or for staff who screen documents; anyone else gets 404 (never a hint that it
 * exists). Staff views are audited. The answer is never cached, opens inline in a sandbox, and is not sniffed.
 */
export async function sendPrivateFile(deps: Deps, viewer: UserRow, fileId: string, reply: FastifyReply, meta: RequestMeta) {
  if (!UUID.test(fileId)) throw new AppError('NOT_FOUND');
  const [file] = await deps.database.db.select().from(privateFile).where(eq(privateFile.id, fileId)).limit(1);
  const isOwner = file?.ownerId === viewer.id;
  // Payment slips are for the staff who operate joinings; identity documents for those who screen them.
  const permission = file?.joiningId != null ? 'joinings.operate' : 'verification.screen';
  const isScreener = viewer.mfaEnabled && roleCan(staffRoleOf(viewer), permission);
  if (!file || (!isOwner && !isScreener)) throw new AppError('NOT_FOUND');
  if (!isOwner) {
    await recordAudit(deps.database.db, {
      actorId: viewer.id,
      action: 'file.view',
      targetType: 'file',
      targetId: file.id,
      detail: { owner: file.ownerId, field: file.field },
      ipAddress: meta.ip,
    });
  }
  return sendStoredFile(reply, file, await deps.files.get(file.storageKey), 'private, no-store');
}
