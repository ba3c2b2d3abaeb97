import fp from 'fastify-plugin';
import { anchorAuditHead } from '../../services/audit/anchor-audit-head';
import type { Anchor } from '../../services/audit/audit-anchors';

/**
 * Anchors the audit log's head outside the database (ADR 0027) every `AUDIT_ANCHOR_INTERVAL_MINUTES` in this process,
 * and once more when the server stops cleanly (before the database closes). Processes take turns (an advisory lock);
 * a run still going when the next is due makes that one skip.
 */
export default fp(
  async (app) => {
    const { intervalMs } = app.config.auditAnchor;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let last: Anchor | null = null;
    const run = (): Promise<void> => {
      running ??= anchorAuditHead(app, last)
        .then((anchor) => {
          last = anchor ?? last;
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'audit anchor failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.addHook('onReady', async () => {
      if (intervalMs > 0) {
        timer = setInterval(() => void run(), intervalMs);
        timer.unref();
      }
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      // A run under way finishes first; then the head as the server leaves it.
      await running;
      await run();
    });
  },
  { name: 'audit-anchor-job' },
);
