import type { RiskCountry, RiskCountryInput } from '@ico/domain/contracts/risk';
import { eq } from 'drizzle-orm';
import { riskCountry } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { riskCountriesOf } from './list-risk-countries';
import { recomputeForCountry } from './recompute-for-country';

/**
 * `PUT /admin/risk/countries/:code/`: compliance puts a country on the list or moves it between FATF's two lists
 * (after a plenary), with the source; the investors of that country are rated again in the same transaction. Audited
 * with the entry before and after.
 */
export async function setRiskCountry(
  deps: Pick<Deps, 'database' | 'sessionCache'>,
  actorId: number,
  code: string,
  input: RiskCountryInput,
  meta: RequestMeta,
): Promise<RiskCountry> {
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(riskCountry).where(eq(riskCountry.country, code)).for('update').limit(1);
    const values = { category: input.category, source: input.source, updatedBy: actorId, updatedAt: new Date() };
    await tx
      .insert(riskCountry)
      .values({ country: code, ...values })
      .onConflictDoUpdate({ target: riskCountry.country, set: values });
    const rated = await recomputeForCountry(deps, tx, code);
    await recordAudit(tx, {
      actorId,
      action: 'riskCountry.set',
      targetType: 'riskCountry',
      targetId: code,
      detail: {
        before: before ? { category: before.category, source: before.source } : null,
        category: input.category,
        source: input.source,
        rated,
      },
      ipAddress: meta.ip,
    });
    const [row] = await riskCountriesOf(tx, code);
    if (!row) throw new Error('country not stored');
    return row;
  });
}
