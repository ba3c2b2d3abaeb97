import { connect, type Socket } from 'node:net';
import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { reserveAmount } from '@ico/domain/contracts/joinings';
import { burstMessages, seedBurst } from '../support/burst-seed';
import { signWithFreshWallets } from '../support/burst-sign';
import { createDatabase } from '../support/database';
import { startApi } from '../support/processes';
import { BENCH_JWT_SECRET, QUICK } from '../support/settings';
import type { Scenario } from '../types';

/** Open offering pages on one API process (issue 18: 10,000, each told of a reservation within 1 s). */
const CONNECTIONS = QUICK ? 1_000 : 10_000;
/** Streams opened at once while connecting (the listen backlog is 511). */
const OPENING_BATCH = 250;
const TARGET_MS = 1_000;
/** How long the bench waits for the last receipt before it counts the rest as missed. */
const WAIT_MS = 10_000;
const EVENT = 'event: progress';

type Listener = { socket: Socket; events: number; firstAt?: () => void; updateAt?: number };

/**
 * One open page: a raw HTTP/1.1 connection asking for the stream as a browser's EventSource does. It counts the
 * progress events it receives (the text of one can split across packets: the tail of the last one is kept) and
 * notes when the second (the first change) arrives.
 */
function openListener(host: string, port: number, path: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const listener: Listener = { socket, events: 0 };
    let tail = '';
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    socket.once('error', reject);
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\nCache-Control: no-cache\r\n\r\n`);
    });
    socket.on('data', (chunk: string) => {
      const text = tail + chunk;
      let from = 0;
      for (let at = text.indexOf(EVENT, from); at !== -1; at = text.indexOf(EVENT, from)) {
        listener.events += 1;
        from = at + EVENT.length;
        if (listener.events === 1) resolve(listener);
        if (listener.events === 2) listener.updateAt = performance.now();
      }
      tail = text.slice(Math.max(from, text.length - EVENT.length));
      if (listener.events === 0 && /^HTTP\/1\.1 [45]\d\d/.test(text)) reject(new Error(text.split('\r\n', 1)[0]));
    });
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
const round = (ms: number) => Math.round(ms * 10) / 10;

export const liveProgress: Scenario = {
  name: 'live-progress',
  async run() {
    const database = await createDatabase();
    const api = await startApi({
      databaseUrl: database.url,
      env: { LIVE_STREAM_LIMIT: String(CONNECTIONS + 100), LIVE_STREAMS_PER_ADDRESS: String(CONNECTIONS + 100) },
    });
    const listeners: Listener[] = [];
    try {
      const [wallet] = await signWithFreshWallets(burstMessages(1));
      if (!wallet) throw new Error('no wallet');
      const { offering, investors } = await seedBurst({
        databaseUrl: database.url,
        jwtSecret: BENCH_JWT_SECRET,
        totalAmount: 1_000_000_000n,
        minimumAmount: 1_000n,
        wallets: [wallet],
      });
      const investor = investors[0];
      if (!investor) throw new Error('no investor');
      const { hostname, port } = new URL(api.baseUrl);
      const path = `/api/icoportal/icoprogress/${offering.id}/events/`;

      const openingStarted = performance.now();
      for (let opened = 0; opened < CONNECTIONS; opened += OPENING_BATCH) {
        const batch = Math.min(OPENING_BATCH, CONNECTIONS - opened);
        listeners.push(...(await Promise.all(Array.from({ length: batch }, () => openListener(hostname, Number(port), path)))));
      }
      const openingSeconds = (performance.now() - openingStarted) / 1000;

      // One reservation; the delay of each page is from the moment its answer is back.
      const body = new URLSearchParams({
        address: investor.address,
        message: investor.message,
        signature: investor.signature,
        amount: '100000',
        version: '1.0.0',
      }).toString();
      const response = await fetch(`${api.baseUrl}${API_BASE}${pathOf(reserveAmount, { id: offering.id })}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${investor.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const answeredAt = performance.now();
      const answer = await response.text();
      if (response.status !== 201) throw new Error(`the reservation answered ${response.status}: ${answer}`);

      const deadline = answeredAt + WAIT_MS;
      while (performance.now() < deadline && listeners.some((l) => l.updateAt === undefined))
        await new Promise((resolve) => setTimeout(resolve, 20));
      const delays = listeners
        .flatMap((l) => (l.updateAt === undefined ? [] : [Math.max(0, l.updateAt - answeredAt)]))
        .sort((a, b) => a - b);
      const received = delays.length;
      const beforeAnswer = listeners.filter((l) => l.updateAt !== undefined && l.updateAt < answeredAt).length;
      const max = delays.at(-1) ?? Number.NaN;
      return {
        name: 'live-progress',
        description: `${CONNECTIONS} open progress streams (Server-Sent Events) on one API process, one reservation: who heard it, and how long after its answer`,
        target: { p99Ms: TARGET_MS },
        facts: {
          connections: CONNECTIONS,
          received,
          'first ms': round(delays[0] ?? Number.NaN),
          'p50 ms': round(percentile(delays, 50)),
          'p99 ms': round(percentile(delays, 99)),
          'max ms': round(max),
          'before the answer': beforeAnswer,
          'opening s': round(openingSeconds),
        },
        ok: received === CONNECTIONS && max <= TARGET_MS,
      };
    } finally {
      for (const listener of listeners) listener.socket.destroy();
      await api.stop();
      await database.drop();
    }
  },
};
