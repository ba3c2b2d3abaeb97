import { z } from 'zod';
import { holidayInputSchema } from '../offering-admin';
import { endpoint } from './endpoint';

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

export const listHolidaysForStaff = endpoint({
  method: 'GET',
  path: '/admin/holidays/',
  summary: 'The holidays of a year (the current Bangkok year by default), in date order',
  querystring: staffHolidayYearQuerySchema,
  response: { 200: z.array(holidaySchema) },
  errors: ['VALIDATION_FAILED'],
});

export const addHoliday = endpoint({
  method: 'POST',
  path: '/admin/holidays/',
  summary: 'Add a holiday (audited)',
  body: holidayInputSchema,
  response: { 201: holidaySchema },
  errors: ['VALIDATION_FAILED', 'STATUS_CONFLICT'],
});

export const deleteHoliday = endpoint({
  method: 'DELETE',
  path: '/admin/holidays/:date/',
  summary: 'Remove a holiday (audited)',
  params: holidayDateParamsSchema,
  errors: ['NOT_FOUND'],
});

export const listHolidays = endpoint({
  method: 'GET',
  path: '/reference/holidays/',
  summary: 'Thai public holidays of a year (excluded from payment deadlines)',
  querystring: holidayYearQuerySchema,
  response: { 200: holidayListSchema },
  errors: ['VALIDATION_FAILED'],
});
