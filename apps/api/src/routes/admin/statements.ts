import { importStatementContract, listStatementsContract, statementImportFieldsSchema } from '@ico/domain/contracts/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../errors';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { importStatement } from '../../services/statements/import-statement';
import { statementsPage } from '../../services/statements/statement-view';
import { readStatementUpload } from '../../uploads/read-statement-upload';

const security = [{ bearer: [] }];

/** Bank statements of the operator's account (issue 17): imported as CSV, their credits matched with the joinings. */
const adminStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['joinings.operate', 'payments.approve']);

  app.get(
    '/statements/',
    {
      onRequest: either,
      schema: { tags: ['admin'], security, summary: 'Recent statement imports, newest first', ...listStatementsContract },
    },
    (request) => statementsPage(app.database.db, request.query),
  );

  app.post(
    '/statements/',
    {
      onRequest: operate,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Import a bank statement (multipart: file, format, and the column titles of a GENERIC one); audited',
        consumes: ['multipart/form-data'],
        ...importStatementContract,
        body: documented(importStatementContract.body),
      },
    },
    async (request, reply) => {
      const upload = await readStatementUpload(request);
      const fields = parseOrThrow(statementImportFieldsSchema, upload.fields);
      const statement = await importStatement(app, authOf(request).user.id, fields, upload, requestMeta(request));
      return reply.code(201).send(statement);
    },
  );
};

export default adminStatementRoutes;
