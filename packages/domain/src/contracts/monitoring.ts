import { z } from 'zod';
import { MONITORING_FILE_FIELDS, monitoringInputSchema } from '../offering-admin';
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
