import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { desc, eq } from 'drizzle-orm';
import { monitoringEntry } from '../../db/schema';
import type { Deps } from '../deps';
import { offeringOf } from '../offerings/staff-offering';
import { toMonitoringEntries } from './monitoring-entry';

/** An offering's entries, newest first. */
export async function listMonitoring(deps: Pick<Deps, 'database'>, offeringId: number): Promise<MonitoringEntry[]> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  const rows = await db
    .select()
    .from(monitoringEntry)
    .where(eq(monitoringEntry.offeringId, target.id))
    .orderBy(desc(monitoringEntry.createdAt), desc(monitoringEntry.id));
  return toMonitoringEntries(db, rows);
}
