import { importStatement as importStatementEndpoint, listStatements, statementImportFieldsSchema } from '@ico/domain/contracts/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../errors';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { importStatement } from '../../services/statements/import-statement';
import { statementsPage } from '../../services/statements/statement-view';
import { readStatementUpload } from '../../uploads/read-statement-upload';

/** Bank statements of the operator's account (issue 17): imported as CSV, their credits matched with the joinings. */
const adminStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['joinings.operate', 'payments.approve']);

  app.route({
    ...routeOf(app, listStatements, { bearer: true }),
    onRequest: either,
    handler: (request) => statementsPage(app.database.db, request.query),
  });

  const upload = routeOf(app, importStatementEndpoint, { bearer: true });
  app.route({
    ...upload,
    // Multipart: the handler reads the parts as a stream and checks them itself.
    schema: { ...upload.schema, body: documented(importStatementEndpoint.body) },
    onRequest: operate,
    handler: async (request, reply) => {
      const file = await readStatementUpload(request);
      const fields = parseOrThrow(statementImportFieldsSchema, file.fields);
      const statement = await importStatement(app, authOf(request).user.id, fields, file, requestMeta(request));
      return reply.code(201).send(statement);
    },
  });
};

export default adminStatementRoutes;
