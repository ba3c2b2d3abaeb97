import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this process is in its life: `shuttingDown` from the stop signal on (readiness answers 503). */
    lifecycle: { shuttingDown: boolean };
  }
}

export default fp(
  async (app) => {
    app.decorate('lifecycle', { shuttingDown: false });
    // Closing (a test, or the end of a drain): from now on not ready, whatever the signal did.
    app.addHook('preClose', async () => {
      app.lifecycle.shuttingDown = true;
    });
  },
  { name: 'lifecycle' },
);
