import { MONITORING_FILE_FIELDS, monitoringInputSchema } from '@ico/domain/offering-admin';

/** The text parts of a monitoring entry's form, added (routes/admin/offerings.ts) or changed (routes/admin/monitoring.ts). */
export const MONITORING_TEXT_FIELDS = Object.keys(monitoringInputSchema.shape);
/** On a change, `remove_fileN=true` clears a stored file. */
export const MONITORING_REMOVE_FIELDS = MONITORING_FILE_FIELDS.map((field) => `remove_${field}`);
