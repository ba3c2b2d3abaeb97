import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { getOffering, getOfferingProgress, listOfferings } from '@ico/domain/contracts/offerings';
import { compareReads } from '../support/compare-reads';
import { insertInvestors, insertJoining, insertOffering, withClient } from '../support/database';
import { startApi } from '../support/processes';
import type { Scenario } from '../types';

const DAY_MS = 86_400_000;

/** The public offering pages' reads: the list, one offering and its progress, with no sign-in. */
export const publicReads: Scenario = {
  name: 'public-reads',
  async run() {
    const api = await startApi();
    try {
      const offeringId = await withClient(api.databaseUrl, async (client) => {
        const now = Date.now();
        await insertOffering(client, { startAt: new Date(now - 60 * DAY_MS), finishAt: new Date(now - 30 * DAY_MS) });
        await insertOffering(client, { startAt: new Date(now + 10 * DAY_MS), finishAt: new Date(now + 40 * DAY_MS) });
        await insertOffering(client);
        await insertOffering(client);
        const open = await insertOffering(client);
        // Progress sums live reservations and payments: give the read offering some.
        const investors = await insertInvestors(client, 20);
        for (const [index, investor] of investors.entries()) {
          const status = index % 2 === 0 ? 'WAITING_FOR_PAYMENT' : 'PAYMNENT_CONFIRMED';
          await insertJoining(client, { userId: investor.id, offeringId: open, status, amount: String(1000 * (index + 1)) });
        }
        return open;
      });
      return await compareReads({
        name: 'public-reads',
        description: 'Public offering reads (5 offerings) under fixed load against a bare node:http server answering the same bytes',
        portalUrl: api.baseUrl,
        paths: [listOfferings, getOffering, getOfferingProgress].map((read) => `${API_BASE}${pathOf(read, { id: offeringId })}`),
      });
    } finally {
      await api.stop();
    }
  },
};
