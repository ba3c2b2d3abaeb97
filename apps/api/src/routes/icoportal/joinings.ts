import { getJoining, listJoinings as listJoiningsEndpoint } from '@ico/domain/contracts/joinings';
import { getReceipt as getReceiptEndpoint, getStatement as getStatementEndpoint } from '@ico/domain/contracts/receipts';
import { listJoiningRefunds } from '@ico/domain/contracts/refunds';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { sendJson } from '../../plugins/send-json';
import { joiningDetail } from '../../services/joinings/get-joining';
import { listJoinings } from '../../services/joinings/list-joinings';
import { getReceipt, type PdfFile } from '../../services/receipts/get-receipt';
import { getStatement } from '../../services/receipts/get-statement';
import { investorRefunds } from '../../services/refunds/refund-view';

/** A PDF to save: never cached (it carries personal data), never sniffed. */
const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);

/**
 * The investor's joinings (spec section 7): the list, one joining, its receipt and refunds (issues 16 and 17), and
 * the statement of all of them, bilingual PDFs.
 */
const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, listJoiningsEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => {
      const userId = authOf(request).user.id;
      const body = await app.joiningsCache.answer(userId, async () =>
        JSON.stringify(listJoiningsEndpoint.response[200].parse(await listJoinings(app, userId))),
      );
      return sendJson(reply, body);
    },
  });

  app.route({
    ...routeOf(app, getJoining, { bearer: true }),
    onRequest,
    handler: (request) => joiningDetail(app, authOf(request).user.id, request.params.id),
  });

  app.route({
    ...routeOf(app, getStatementEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => sendPdf(reply, await getStatement(app, authOf(request).user.id)),
  });

  app.route({
    ...routeOf(app, getReceiptEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => sendPdf(reply, await getReceipt(app, authOf(request).user.id, request.params.id)),
  });

  app.route({
    ...routeOf(app, listJoiningRefunds, { bearer: true }),
    onRequest,
    handler: (request) => investorRefunds(app.database.db, authOf(request).user.id, request.params.id),
  });
};

export default joiningRoutes;
