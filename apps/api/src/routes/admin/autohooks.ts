import type { FastifyInstance } from 'fastify';

/**
 * Hooks of every back-office route. Each route names its own staff guard (`requireStaff` with its permissions, which
 * the access tests read): a route registered here without one fails the start instead of answering anyone.
 */
export default async function adminHooks(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const guarded = [route.onRequest ?? []].flat().some((hook) => Array.isArray((hook as { permissions?: unknown }).permissions));
    if (!guarded) throw new Error(`${route.method} ${route.url}: a back-office route needs its requireStaff guard`);
  });
}
