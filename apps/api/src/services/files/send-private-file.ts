import { roleCan } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import { staffRoleOf } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { type Authenticated, hasSecondFactor } from '../sessions/authenticate-session';
import { sendStoredFile } from './send-stored-file';
import { UUID } from './stored-files';

/**
 * A private file for its owner, or for staff who screen documents in a session that signed in with its second
 * factor (as the back office asks); anyone else gets 404 (never a hint that it exists). Staff views are audited. The answer is never cached, opens inline in a sandbox, and is not sniffed.
 */
export async function sendPrivateFile(deps: Deps, auth: Authenticated, fileId: string, reply: FastifyReply, meta: RequestMeta) {
  if (!UUID.test(fileId)) throw new AppError('NOT_FOUND');
  const viewer = auth.user;
  const [file] = await deps.database.db.select().from(privateFile).where(eq(privateFile.id, fileId)).limit(1);
  const isOwner = file?.ownerId === viewer.id;
  // Payment slips are for the staff who operate joinings; identity documents for those who screen them.
  const permission = file?.joiningId != null ? 'joinings.operate' : 'verification.screen';
  const isScreener = hasSecondFactor(auth) && roleCan(staffRoleOf(viewer), permission);
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
