import { z } from 'zod';
import { MONITORING_FILE_FIELDS, monitoringInputSchema } from '../offering-admin';
import { publicFileSchema } from '../offering-api';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';
import { fileFormSchema, UPLOAD_ERRORS } from './uploads';

/** A monitoring entry of an offering (announcements after the raise), as staff and investors read it. */
export const monitoringEntrySchema = z.object({
  id: z.number(),
  /** English title and contents (the spec's fields); Thai beside them. */
  title: z.string(),
  contents: z.string(),
  titleEN: z.string(),
  titleTH: z.string(),
  contentsEN: z.string(),
  contentsTH: z.string(),
  created_at: z.string(),
  file1: publicFileSchema.nullable(),
  file2: publicFileSchema.nullable(),
  file3: publicFileSchema.nullable(),
});
export type MonitoringEntry = z.infer<typeof monitoringEntrySchema>;

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

const monitoringMultipart = 'multipart: titleEN, titleTH, contentsEN, contentsTH, optional file1..file3 (JPEG/PNG/PDF)';

export const listMonitoringForStaff = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/monitoring/',
  summary: "The offering's monitoring entries, newest first",
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: z.array(monitoringEntrySchema) },
  errors: ['ICO_NOT_EXIST'],
});

export const createMonitoring = endpoint({
  method: 'POST',
  path: '/admin/offerings/:id/monitoring/',
  summary: `Add a monitoring entry (${monitoringMultipart}; audited)`,
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: monitoringFormSchema,
  encoding: 'multipart',
  response: { 201: monitoringEntrySchema },
  errors: [...UPLOAD_ERRORS, 'ICO_NOT_EXIST', 'VALIDATION_FAILED'],
});

export const updateMonitoring = endpoint({
  method: 'PUT',
  path: '/admin/monitoring/:id/',
  summary: `Change a monitoring entry (${monitoringMultipart}; a file replaces that file, remove_fileN=true clears it; audited)`,
  params: idParamsSchema('NOT_FOUND', 20),
  body: monitoringUpdateFormSchema,
  encoding: 'multipart',
  response: { 200: monitoringEntrySchema },
  errors: [...UPLOAD_ERRORS, 'NOT_FOUND', 'VALIDATION_FAILED'],
});

/** 204, no body. */
export const deleteMonitoring = endpoint({
  method: 'DELETE',
  path: '/admin/monitoring/:id/',
  summary: 'Delete a monitoring entry and its files (audited)',
  params: idParamsSchema('NOT_FOUND', 20),
  errors: ['NOT_FOUND'],
});

export const listMonitoring = endpoint({
  method: 'GET',
  path: '/icoportal/monitoringdata/:id/',
  summary: "The offering's monitoring entries, newest first",
  params: idParamsSchema('ICO_NOT_EXIST'),
  response: { 200: z.array(monitoringEntrySchema) },
  errors: ['ICO_NOT_EXIST'],
});
