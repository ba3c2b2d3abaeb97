import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { resultRows } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Deps } from '../deps';
import { type Anchor, anchorMail, appendAnchor, makeAnchor, readAnchorFile } from './audit-anchors';
import { type ChainCheck, verifyRows } from './audit-chain';

const BATCH = 2_000;

/** Lets one process at a time anchor (a second one that finds it taken skips its turn). */
const ANCHOR_LOCK = sql`hashtext('audit_log_anchor')`;

export type AnchorDeps = Pick<Deps, 'database' | 'mailer' | 'log'> & { config: Pick<Deps['config'], 'auditKeys' | 'auditAnchor'> };

/**
 * Anchors the audit log's head outside the database (ADR 0027): its newest row's id and hash, the time and a MAC,
 * appended to the anchor file and mailed to the compliance officer's address. Only a head that checks out is anchored:
 * every row since the last anchor must carry its hash, link and MAC, and the last anchored row must still have its
 * anchored hash; otherwise nothing is written and the failure is logged as an error. A head already anchored is not
 * anchored again. `previous`: the last anchor this process wrote, for a portal that anchors by mail only. Answers the
 * new anchor, or null.
 */
export async function anchorAuditHead(deps: AnchorDeps, previous: Anchor | null, now = new Date()): Promise<Anchor | null> {
  const { auditKeys: keys, auditAnchor: settings } = deps.config;
  const anchor = await deps.database.db.transaction(async (tx) => {
    const [turn] = resultRows<{ taken: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${ANCHOR_LOCK}) as taken`));
    if (!turn?.taken) return null;
    const file = settings.file ? await readAnchorFile(settings.file, keys) : { anchors: [], forged: null };
    const last = file.anchors.reduce<Anchor | null>((newest, a) => (!newest || a.lastId >= newest.lastId ? a : newest), previous);
    const [head] = await tx.select({ id: auditLog.id, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    if (!head?.hash || (last && last.lastId === head.id && last.lastHash === head.hash)) return null;
    let check: ChainCheck = { checked: 0, lastHash: null, broken: null };
    if (last) {
      const [anchored] = await tx.select({ hash: auditLog.hash }).from(auditLog).where(eq(auditLog.id, last.lastId)).limit(1);
      if (anchored?.hash !== last.lastHash) {
        deps.log.error(
          { alarm: 'audit_chain', anchoredId: last.lastId, anchoredAt: last.at.toISOString() },
          'the row of the last audit anchor is gone or changed: the log was rewritten or cut; the head is not anchored',
        );
        return null;
      }
      check = { checked: 0, lastHash: last.lastHash, broken: null };
    }
    const firstAnchorAt = file.anchors[0]?.at ?? null;
    let after = last?.lastId ?? 0;
    for (;;) {
      const rows = await tx
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, after), lte(auditLog.id, head.id)))
        .orderBy(asc(auditLog.id))
        .limit(BATCH);
      check = verifyRows(rows, check, { keys, firstAnchorAt });
      if (check.broken || rows.length < BATCH) break;
      after = rows.at(-1)?.id ?? after;
    }
    if (check.broken) {
      deps.log.error(
        { alarm: 'audit_chain', broken: check.broken },
        'the audit log fails its check since the last anchor: the head is not anchored (run npm run audit:verify)',
      );
      return null;
    }
    const made = makeAnchor(keys, { id: head.id, hash: head.hash }, now);
    if (settings.file) await appendAnchor(settings.file, made);
    return made;
  });
  if (!anchor) return null;
  if (settings.email) {
    try {
      await deps.mailer.send(anchorMail(settings.email, anchor));
    } catch (error) {
      // The mail stays in the outbox, which tries again; the file anchor, if any, is written.
      deps.log.error({ err: error, anchorId: anchor.lastId }, 'the audit anchor could not be mailed now');
    }
  }
  deps.log.info({ anchorId: anchor.lastId, anchorHash: anchor.lastHash }, 'audit log head anchored');
  return anchor;
}
