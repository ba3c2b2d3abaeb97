import type { StaffOffering } from '@ico/domain/contracts/offerings';
import type { OfferingImageField } from '@ico/domain/offering-admin';
import { eq } from 'drizzle-orm';
import { offering } from '../../db/schema';
import { AppError } from '../../errors';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import type { UploadedFile } from '../../uploads/read-multipart';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { deleteStoredObjects, dropPublicFiles } from '../files/drop-public-files';
import { recordPublicFiles, withPublicFiles } from '../files/public-files';
import { lockOffering, type OfferingRow } from './offering-row';
import { adminOffering, offeringOf } from './staff-offering';

const IMAGE_COLUMN = { image: 'imageId', poster: 'posterId' } as const satisfies Record<OfferingImageField, keyof OfferingRow>;

/**
 * Sets the token image and/or the poster (JPEG or PNG). The files are written first and recorded with the
 * offering's new ids in one transaction; a failure deletes them again. Replaced pictures are deleted.
 */
export async function setOfferingImages(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  id: number,
  files: readonly UploadedFile[],
  meta: RequestMeta,
): Promise<StaffOffering> {
  const current = await offeringOf(deps.database.db, id);
  if (files.length === 0) throw new AppError('FILE_REQUIRED', { image: 'FILE_REQUIRED' });
  for (const file of files) {
    if (file.contentType === 'application/pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED', { [file.field]: 'FILE_TYPE_NOT_ALLOWED' });
  }
  const { row, replaced } = await withPublicFiles(deps, files, (stored) =>
    deps.database.db.transaction(async (tx) => {
      const locked = await lockOffering(tx, current.id);
      if (!locked) throw new AppError('ICO_NOT_EXIST');
      await recordPublicFiles(tx, actorId, stored);
      const set: Partial<Record<'imageId' | 'posterId', string>> = {};
      const previous: Array<string | null> = [];
      for (const file of stored) {
        const column = IMAGE_COLUMN[file.field as OfferingImageField];
        set[column] = file.id;
        previous.push(locked[column]);
      }
      const [updated] = await tx
        .update(offering)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(offering.id, current.id))
        .returning();
      if (!updated) throw new AppError('ICO_NOT_EXIST');
      await tellJoiningsChanged(tx, 'everyone');
      const keys = await dropPublicFiles(tx, previous);
      await recordAudit(tx, {
        actorId,
        action: 'offering.images',
        targetType: 'offering',
        targetId: current.id,
        detail: Object.fromEntries(stored.map((file) => [file.field, { fileId: file.id, fileName: file.fileName }])),
        ipAddress: meta.ip,
      });
      return { row: updated, replaced: keys };
    }),
  );
  await deleteStoredObjects(deps, replaced);
  return adminOffering(deps.database.db, row);
}
