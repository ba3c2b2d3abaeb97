import { eq } from 'drizzle-orm';
import { riskCountry } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { recomputeForCountry } from './recompute-for-country';

/**
 * `DELETE /admin/risk/countries/:code/`: a country FATF no longer lists leaves the table; its investors are rated again
 * in the same transaction. A country not on the list answers 404 NOT_FOUND. Audited with what was removed.
 */
export async function deleteRiskCountry(
  deps: Pick<Deps, 'database' | 'sessionCache'>,
  actorId: number,
  code: string,
  meta: RequestMeta,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx.delete(riskCountry).where(eq(riskCountry.country, code)).returning();
    if (!removed) throw new AppError('NOT_FOUND');
    const rated = await recomputeForCountry(deps, tx, code);
    await recordAudit(tx, {
      actorId,
      action: 'riskCountry.delete',
      targetType: 'riskCountry',
      targetId: code,
      detail: { category: removed.category, source: removed.source, rated },
      ipAddress: meta.ip,
    });
  });
}
