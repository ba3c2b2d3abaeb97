import { listReservedCounterAlarms as listReservedCounterAlarmsEndpoint } from '@ico/domain/contracts/reserved-counter-alarms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requireStaff } from '../../plugins/auth';
import { listReservedCounterAlarms } from '../../services/offerings/list-reserved-counter-alarms';

/** The reconciliation job's open alarms: an offering's reserved counter that differs from its live reservations. */
const adminReservedCounterAlarmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listReservedCounterAlarmsEndpoint, { bearer: true }),
    onRequest: requireStaff(app, ['offerings.manage', 'payments.approve']),
    handler: () => listReservedCounterAlarms(app.database.db),
  });
};

export default adminReservedCounterAlarmRoutes;
