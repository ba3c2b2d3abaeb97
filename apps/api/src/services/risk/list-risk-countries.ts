import type { RiskCountry } from '@ico/domain/contracts/risk';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { riskCountry, user } from '../../db/schema';
import type { Deps } from '../deps';

/** One row of the high-risk country list, with who last edited it. */
export async function riskCountriesOf(db: Database | Tx, code?: string): Promise<RiskCountry[]> {
  const rows = await db
    .select({ row: riskCountry, by: user.username })
    .from(riskCountry)
    .leftJoin(user, eq(user.id, riskCountry.updatedBy))
    .where(code ? eq(riskCountry.country, code) : undefined)
    .orderBy(asc(riskCountry.category), asc(riskCountry.country));
  return rows.map(({ row, by }) => ({
    country: row.country,
    category: row.category,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: by,
  }));
}

/** `GET /admin/risk/countries/`: the list the risk rating reads, call-for-action first. */
export const listRiskCountries = (deps: Pick<Deps, 'database'>): Promise<RiskCountry[]> => riskCountriesOf(deps.database.db);
