import { z } from 'zod';
import { pageQuerySchema } from '../account';
import { AUDIT_ACTIONS } from '../staff';

/** GET /admin/audit/. */
export const auditQuerySchema = pageQuerySchema.extend({ action: z.enum(AUDIT_ACTIONS, { error: 'INVALID_OPTION' }).optional() });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
