import type { NoticeInput } from '@ico/domain/communication';
import type { AdminNotice } from '@ico/domain/contracts/notices';
import { eq } from 'drizzle-orm';
import { notice } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { adminNotice } from './staff-notice';

/** Replaces a notice's audience and texts (audited with the fields that changed); 404 NOTICE_NOT_EXIST. */
export async function updateNotice(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: NoticeInput,
  meta: RequestMeta,
): Promise<AdminNotice> {
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(notice).where(eq(notice.id, id)).for('update');
    if (!current) throw new AppError('NOTICE_NOT_EXIST');
    const changed = (Object.keys(input) as (keyof NoticeInput)[]).filter((key) => current[key] !== input[key]);
    await tx
      .update(notice)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(notice.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'notice.update',
      targetType: 'notice',
      targetId: id,
      detail: { changed, audience: input.audience, titleEN: input.titleEN },
      ipAddress: meta.ip,
    });
    return adminNotice(tx, id);
  });
}
