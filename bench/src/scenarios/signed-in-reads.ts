import { getMe } from '@ico/domain/contracts/accounts';
import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { listJoinings } from '@ico/domain/contracts/joinings';
import { compareReads } from '../support/compare-reads';
import { insertInvestors, insertJoining, insertOffering, withClient } from '../support/database';
import { startApi } from '../support/processes';
import { signAccessToken } from '../support/tokens';
import type { Scenario } from '../types';

/**
 * Issue 18: signed-in reads serve at least 0.3 of the requests per second of a bare node:http server answering the
 * same bytes, with revocation as strict as before (each process caches sessions and lists, dropped on every process's
 * news; see docs/decisions/0020-session-cache.md).
 */
export const SIGNED_IN_TARGET_RATIO = 0.3;

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
          'Signed-in reads with a bearer token (token check and session check included; sessions and lists cached per process, dropped on every change) against a bare node:http server answering the same bytes',
        portalUrl: api.baseUrl,
        paths: [`${API_BASE}${pathOf(getMe, {})}`, `${API_BASE}${pathOf(listJoinings, {})}`],
        headers: { authorization: `Bearer ${token}` },
        targetRatio: SIGNED_IN_TARGET_RATIO,
      });
    } finally {
      await api.stop();
    }
  },
};
