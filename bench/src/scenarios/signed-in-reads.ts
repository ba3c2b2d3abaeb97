import { compareReads } from '../support/compare-reads';
import { insertInvestors, insertJoining, insertOffering, withClient } from '../support/database';
import { startApi } from '../support/processes';
import { signAccessToken } from '../support/tokens';
import type { Scenario } from '../types';

/** A signed-in investor's reads: who am I, and my joinings (three offerings), with a bearer token. */
export const signedInReads: Scenario = {
  name: 'signed-in-reads',
  async run() {
    const api = await startApi();
    try {
      const token = await withClient(api.databaseUrl, async (client) => {
        const [investor] = await insertInvestors(client, 1);
        if (!investor) throw new Error('investor not inserted');
        const statuses = ['RESERVATION_SCREENING', 'WAITING_FOR_PAYMENT', 'PAYMNENT_CONFIRMED'];
        for (const status of statuses) {
          await insertJoining(client, { userId: investor.id, offeringId: await insertOffering(client), status, amount: '5000' });
        }
        return signAccessToken(investor.id, investor.sessionId);
      });
      return await compareReads({
        name: 'signed-in-reads',
        description:
          'Signed-in reads with a bearer token (token check and session lookup included) against a bare node:http server answering the same bytes',
        portalUrl: api.baseUrl,
        paths: ['/api/auth/me/', '/api/icoportal/joinings/'],
        headers: { authorization: `Bearer ${token}` },
        // Every signed-in request checks its session in the database (a logout or a block takes effect at once):
        // reported beside the bare baseline, with no target of issue 7.
        targetRatio: null,
      });
    } finally {
      await api.stop();
    }
  },
};
