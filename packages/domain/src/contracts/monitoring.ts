import { z } from 'zod';
import { MONITORING_FILE_FIELDS, monitoringInputSchema } from '../offering-admin';
import { monitoringEntrySchema } from '../offering-api';
import { idParamsSchema } from './path-ids';
import { fileFormSchema } from './uploads';

/** POST /admin/offerings/:id/monitoring/: the entry's texts and up to three files, multipart. */
export const monitoringFormSchema = monitoringInputSchema.extend(fileFormSchema(MONITORING_FILE_FIELDS).shape);
export type MonitoringForm = z.infer<typeof monitoringFormSchema>;

/** PUT /admin/monitoring/:id/: new texts; a file part replaces that file, `remove_fileN=true` clears it. */
export const monitoringUpdateFormSchema = monitoringFormSchema.extend(
  Object.fromEntries(MONITORING_FILE_FIELDS.map((field) => [`remove_${field}`, z.enum(['true', 'false']).optional()])) as Record<
    `remove_${(typeof MONITORING_FILE_FIELDS)[number]}`,
    z.ZodOptional<z.ZodEnum<{ true: 'true'; false: 'false' }>>
  >,
);
export type MonitoringUpdateForm = z.infer<typeof monitoringUpdateFormSchema>;

/** GET /api/admin/offerings/:id/monitoring/ */
export const listMonitoringForStaffContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: z.array(monitoringEntrySchema) },
};

/** POST /api/admin/offerings/:id/monitoring/ */
export const createMonitoringContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: monitoringFormSchema,
  response: { 201: monitoringEntrySchema },
};

/** PUT /api/admin/monitoring/:id/ */
export const updateMonitoringContract = {
  params: idParamsSchema('NOT_FOUND', 20),
  body: monitoringUpdateFormSchema,
  response: { 200: monitoringEntrySchema },
};

/** DELETE /api/admin/monitoring/:id/ */
export const deleteMonitoringContract = { params: idParamsSchema('NOT_FOUND', 20) };

/** GET /api/icoportal/monitoringdata/:id/ */
export const listMonitoringContract = { params: idParamsSchema('ICO_NOT_EXIST'), response: { 200: z.array(monitoringEntrySchema) } };
