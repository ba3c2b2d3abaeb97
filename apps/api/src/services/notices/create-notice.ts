import type { NoticeInput } from '@ico/domain/communication';
import type { AdminNotice } from '@ico/domain/contracts/notices';
import { notice } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { adminNotice } from './staff-notice';

/** Publishes a notice (audited). */
export async function createNotice(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: NoticeInput,
  meta: RequestMeta,
): Promise<AdminNotice> {
  return deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notice)
      .values({ ...input, authorId: actorId })
      .returning({ id: notice.id });
    if (!created) throw new AppError('INTERNAL_ERROR');
    await recordAudit(tx, {
      actorId,
      action: 'notice.create',
      targetType: 'notice',
      targetId: created.id,
      detail: { audience: input.audience, titleEN: input.titleEN, titleTH: input.titleTH },
      ipAddress: meta.ip,
    });
    return adminNotice(tx, created.id);
  });
}
