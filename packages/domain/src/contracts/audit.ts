import { z } from 'zod';
import { auditEntrySchema, pageQuerySchema, paginated } from '../account';
import { AUDIT_ACTIONS } from '../staff';

/** GET /admin/audit/. */
export const auditQuerySchema = pageQuerySchema.extend({ action: z.enum(AUDIT_ACTIONS, { error: 'INVALID_OPTION' }).optional() });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/admin/audit/ */
export const listAuditContract = { querystring: auditQuerySchema, response: { 200: paginated(auditEntrySchema) } };

/** Why a row breaks the chain: its content does not match its hash, its link names another row, or it has no hash. */
export const CHAIN_BREAKS = ['content', 'link', 'missing'] as const;
export type ChainBreak = (typeof CHAIN_BREAKS)[number];

/** The first row that breaks the audit log's hash chain. */
export const brokenRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  created_at: z.string(),
  reason: z.enum(CHAIN_BREAKS),
});
export type BrokenRow = z.infer<typeof brokenRowSchema>;

/** The state of the hash chain: intact (rows checked, last hash) or the first broken row. */
export const chainStateSchema = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  lastHash: z.string().nullable(),
  broken: brokenRowSchema.nullable(),
  checkedAt: z.string(),
});
export type ChainState = z.infer<typeof chainStateSchema>;

/** GET /api/admin/audit/chain/ */
export const auditChainContract = { response: { 200: chainStateSchema } };

/** The longest date range one export covers. */
export const AUDIT_EXPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const isoDate = z.iso.date({ error: 'DATE_REQUIRED' });

/** GET /admin/audit/export/: Bangkok calendar dates, both included, `to` not before `from`, at most a year. */
export const auditExportQuerySchema = z.object({ from: isoDate, to: isoDate }).superRefine(({ from, to }, context) => {
  // The range is checked only between two valid dates (zod runs this even when a field failed).
  if (!isoDate.safeParse(from).success || !isoDate.safeParse(to).success) return;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_REVERSED' });
  else if (days > AUDIT_EXPORT_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: 'DATE_RANGE_TOO_LONG' });
});
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** GET /api/admin/audit/export/ */
export const auditExportContract = { querystring: auditExportQuerySchema };
