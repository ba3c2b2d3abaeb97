import { z } from 'zod';
import { holidayInputSchema } from '../offering-admin';

export const holidaySchema = z.object({ date: z.string(), nameEN: z.string(), nameTH: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

const year = z.coerce
  .number({ error: 'INVALID_PARAMETER' })
  .int({ error: 'INVALID_PARAMETER' })
  .min(2000, { error: 'INVALID_PARAMETER' })
  .max(2100, { error: 'INVALID_PARAMETER' });

/** GET /reference/holidays/: the year is required. */
export const holidayYearQuerySchema = z.object({ year });
/** GET /admin/holidays/: the current Bangkok year by default. */
export const staffHolidayYearQuerySchema = z.object({ year: year.optional() });

/** GET /reference/holidays/. */
export const holidayListSchema = z.object({ results: z.array(holidaySchema) });

/** DELETE /admin/holidays/:date/. */
export const holidayDateParamsSchema = z.object({ date: z.string().max(20) });

/** GET /api/admin/holidays/ */
export const listHolidaysForStaffContract = { querystring: staffHolidayYearQuerySchema, response: { 200: z.array(holidaySchema) } };

/** POST /api/admin/holidays/ */
export const addHolidayContract = { body: holidayInputSchema, response: { 201: holidaySchema } };

/** DELETE /api/admin/holidays/:date/ */
export const deleteHolidayContract = { params: holidayDateParamsSchema };

/** GET /api/reference/holidays/ */
export const listHolidaysContract = { querystring: holidayYearQuerySchema, response: { 200: holidayListSchema } };
