import fp from 'fastify-plugin';
import { refreshWatchlists } from '../../services/watchlists/refresh-watchlists';

/**
 * Fetches the configured watch-list URLs (WATCHLIST_UN_URL, WATCHLIST_AMLO_URL, WATCHLIST_PEP_URL) once the app is
 * ready and then every WATCHLIST_REFRESH_HOURS, importing a list whose bytes changed (refreshWatchlists). A round still
 * going when the next is due makes that one skip; a failure is logged and shown in the back office. Only when a list
 * has a URL.
 */
export default fp(
  async (app) => {
    if (!Object.values(app.config.watchlists.urls).some(Boolean)) return;
    let timer: NodeJS.Timeout | undefined;
    let first: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    const run = () => {
      running ??= refreshWatchlists(app)
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'watch list refresh failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      first = setTimeout(run, 0);
      first.unref();
      timer = setInterval(run, app.config.watchlists.refreshMs);
      timer.unref();
    });
    // A round under way finishes before the database closes (an import is one transaction either way).
    app.addHook('preClose', async () => {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'watchlist-refresh-job', dependencies: ['session-cache'] },
);
