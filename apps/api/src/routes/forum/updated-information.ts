import { pageQuerySchema, updatedInformationSchema } from '@ico/domain/communication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { updatedInformation } from '../../services/messages/get-updated-information';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
/** The page is checked by the domain schema so a bad one answers 400 with its key, like any field. */
const pageQuery = z.record(z.string(), z.unknown());
const pageOf = (query: unknown) => parseOrThrow(pageQuerySchema, query ?? {}).page;

/** The header badges: what is new since the last look. */
const updatedInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.get(
    '/updatedinformation/',
    {
      onRequest,
      schema: {
        tags: ['forum'],
        security,
        summary: 'Unread counts for the header badges',
        response: { 200: updatedInformationSchema },
      },
    },
    (request) => updatedInformation(db, authOf(request).user),
  );
};

export default updatedInformationRoutes;
