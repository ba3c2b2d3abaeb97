import { getReceiptContract, getStatementContract } from '@ico/domain/contracts/receipts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { getReceipt, type PdfFile } from '../../services/receipts/get-receipt';
import { getStatement } from '../../services/receipts/get-statement';

const security = [{ bearer: [] }];

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

/** The investor's receipts and statement (issue 16): bilingual PDFs. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/joinings/statement/',
    {
      onRequest,
      schema: {
        tags: ['icoportal'],
        security,
        summary: 'A PDF statement of all my reservations with the totals paid (English and Thai)',
        ...getStatementContract,
      },
    },
    async (request, reply) => sendPdf(reply, await getStatement(app, authOf(request).user.id)),
  );

  app.get(
    '/joinings/:id/receipt/',
    {
      onRequest,
      schema: {
        tags: ['icoportal'],
        security,
        summary: 'The PDF receipt of my confirmed payment (English and Thai); 409 RECEIPT_NOT_AVAILABLE before it is confirmed',
        ...getReceiptContract,
      },
    },
    async (request, reply) => sendPdf(reply, await getReceipt(app, authOf(request).user.id, request.params.id)),
  );
};

export default receiptRoutes;
