import { z } from 'zod';
import { endpoint } from './endpoint';

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

/** The open alarms, oldest first. */
export const listReservedCounterAlarms = endpoint({
  method: 'GET',
  path: '/admin/reserved-counter-alarms/',
  summary: 'Open alarms: offerings whose reserved counter differs from the sum of their live reservations, oldest first',
  response: { 200: reservedCounterAlarmListSchema },
});
