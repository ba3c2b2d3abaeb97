import { z } from 'zod';
import { auditEntrySchema, pageQuerySchema, paginated } from '../account';
import { AUDIT_ACTIONS } from '../staff';

/** GET /admin/audit/. */
export const auditQuerySchema = pageQuerySchema.extend({ action: z.enum(AUDIT_ACTIONS, { error: 'INVALID_OPTION' }).optional() });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/admin/audit/ */
export const listAuditContract = { querystring: auditQuerySchema, response: { 200: paginated(auditEntrySchema) } };
