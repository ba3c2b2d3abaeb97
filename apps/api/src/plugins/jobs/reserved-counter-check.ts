import fp from 'fastify-plugin';
import { reconcileReservedCounters } from '../../services/offerings/reconcile-reserved-counters';

/**
 * Compares the offerings' reserved counters with their live reservations every `RESERVED_COUNTER_CHECK_MINUTES` in this
 * process, from the moment the app is ready until it closes; a difference is logged as an error and shown in the back
 * office (reconcileReservedCounters). Processes running it at once take turns (one advisory lock); a run still going
 * when the next is due makes that one skip. Off when RESERVED_COUNTER_CHECK_MINUTES is 0.
 */
export default fp(
  async (app) => {
    const everyMs = app.config.reservedCounterCheckMs;
    if (everyMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        await reconcileReservedCounters(app);
      } catch (error) {
        app.log.error({ err: error }, 'reserved counter check failed');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, everyMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'reserved-counter-check-job' },
);
