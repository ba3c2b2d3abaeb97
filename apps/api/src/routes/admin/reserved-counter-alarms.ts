import { listReservedCounterAlarmsContract } from '@ico/domain/contracts/reserved-counter-alarms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth';
import { listReservedCounterAlarms } from '../../services/offerings/list-reserved-counter-alarms';

const security = [{ bearer: [] }];

/** The reconciliation job's open alarms: an offering's reserved counter that differs from its live reservations. */
const adminReservedCounterAlarmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reserved-counter-alarms/',
    {
      onRequest: requireStaff(app, ['offerings.manage', 'payments.approve']),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Open alarms: offerings whose reserved counter differs from the sum of their live reservations, oldest first',
        ...listReservedCounterAlarmsContract,
      },
    },
    () => listReservedCounterAlarms(app.database.db),
  );
};

export default adminReservedCounterAlarmRoutes;
