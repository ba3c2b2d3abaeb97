import { z } from 'zod';

/**
 * An open difference between an offering's reserved counter and the sum of its live reservations, found by the
 * reconciliation job (issue 18). Amounts in whole Baht as decimal strings.
 */
export const reservedCounterAlarmSchema = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  tokenName: z.string(),
  ticker: z.string(),
  counterAmount: z.string(),
  liveAmount: z.string(),
  /** When the job first found this difference (ISO 8601). */
  foundAt: z.string(),
});
export type ReservedCounterAlarm = z.infer<typeof reservedCounterAlarmSchema>;

export const reservedCounterAlarmListSchema = z.object({ results: z.array(reservedCounterAlarmSchema) });
export type ReservedCounterAlarmList = z.infer<typeof reservedCounterAlarmListSchema>;

/** GET /api/admin/reserved-counter-alarms/: the open alarms, oldest first. */
export const listReservedCounterAlarmsContract = { response: { 200: reservedCounterAlarmListSchema } };
