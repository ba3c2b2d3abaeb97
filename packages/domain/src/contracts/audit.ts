import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { AUDIT_ACTIONS } from '../staff';
import { endpoint } from './endpoint';

/** One row of the audit log as the log viewer shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit/. */
export const auditQuerySchema = pageQuerySchema.extend({ action: z.enum(AUDIT_ACTIONS, { error: 'INVALID_OPTION' }).optional() });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const listAudit = endpoint({
  method: 'GET',
  path: '/admin/audit/',
  summary: 'The audit log, newest first',
  querystring: auditQuerySchema,
  response: { 200: paginated(auditEntrySchema) },
  errors: ['VALIDATION_FAILED'],
});

/**
 * Why the log fails its check (ADR 0011, 0027): a row's content does not match its hash, its link names another row, it
 * has no hash; its MAC does not match (rewritten, hashes recomputed), it has none (written by hand), or it was made
 * with a key the server does not have; it was sealed after the log had been anchored (its MAC removed and put back);
 * its hash is not the one an anchor outside the database recorded; the log ends before an anchored row (truncated);
 * an anchor itself fails its MAC (forged or damaged).
 */
export const CHAIN_BREAKS = [
  'content',
  'link',
  'missing',
  'mac',
  'unsigned',
  'unknownKey',
  'resealed',
  'anchor',
  'truncated',
  'anchorForged',
] as const;
export type ChainBreak = (typeof CHAIN_BREAKS)[number];

/** The first row that breaks the audit log's chain; a row the log no longer holds (truncated) has no action or time. */
export const brokenRowSchema = z.object({
  id: z.number().int(),
  action: z.string().nullable(),
  created_at: z.string().nullable(),
  reason: z.enum(CHAIN_BREAKS),
});
export type BrokenRow = z.infer<typeof brokenRowSchema>;

/** The newest anchor of the chain's head kept outside the database: the row it names and when it was written. */
export const chainAnchorSchema = z.object({ id: z.number().int(), hash: z.string(), at: z.string() });

/** The state of the chain: intact (rows checked, last hash) or the first broken row; its last anchor; the sealed rows. */
export const chainStateSchema = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  lastHash: z.string().nullable(),
  broken: brokenRowSchema.nullable(),
  checkedAt: z.string(),
  /** The last anchor found in the anchor file, null when there is none yet (or no file is configured). */
  anchor: chainAnchorSchema.nullable(),
  /** Rows written before the keys existed and MAC'd once at the first start that had them, and when. */
  sealed: z.object({ rows: z.number().int(), at: z.string() }).nullable(),
});
export type ChainState = z.infer<typeof chainStateSchema>;

export const getAuditChain = endpoint({
  method: 'GET',
  path: '/admin/audit/chain/',
  summary: "The chain's state (hashes, MACs, anchors): intact, or its first broken row",
  response: { 200: chainStateSchema },
});

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

/** The answer is a CSV file. */
export const exportAudit = endpoint({
  method: 'GET',
  path: '/admin/audit/export/',
  summary: 'The rows of a Bangkok date range as CSV (UTF-8 with BOM; audited)',
  querystring: auditExportQuerySchema,
  errors: ['VALIDATION_FAILED'],
});
