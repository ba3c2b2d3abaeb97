import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    app.decorate('mailer', createMailer({ smtpUrl: app.config.smtpUrl, db: app.database.db, log: app.log }));
    app.addHook('onClose', async () => {
      app.mailer.close();
    });
  },
  { name: 'mailer' },
);
