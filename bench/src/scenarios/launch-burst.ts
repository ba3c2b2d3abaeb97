import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WAITING_TICKET_HEADER } from '@ico/domain/admission';
import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { reserveAmount } from '@ico/domain/contracts/joinings';
import pg from 'pg';
import { type BurstAnswer, cpuMeter, formPoster, measure, runBounded } from '../support/burst-load';
import { cpuProfileNodeOptions } from '../support/burst-profile';
import {
  type BurstInvestor,
  type BurstOffering,
  burstMessages,
  createBurstDatabase,
  dropBurstDatabase,
  seedBurst,
} from '../support/burst-seed';
import { signWithFreshWallets } from '../support/burst-sign';
import { activitySampler, bareReservation, checkInvariants, prepareBare, synchronousCommitOf } from '../support/burst-sql';
import { databaseUrl } from '../support/database';
import { type ApiProcess, startApi } from '../support/processes';
import { BENCH_JWT_SECRET, QUICK } from '../support/settings';
import type { Scenario, ScenarioResult } from '../types';

/** At least 40,000 investors in a full run (issue 18); BURST_INVESTORS may ask for more, BENCH_QUICK for 2,000. */
const INVESTORS = QUICK ? 2_000 : Math.max(40_000, Number(process.env.BURST_INVESTORS ?? 0) || 0);
/** Every investor asks for the same 10,000 Baht; the offering holds half the demand, so half are refused. */
const AMOUNT = 10_000n;
const TOTAL = (BigInt(INVESTORS) * AMOUNT) / 2n;
const MINIMUM = 1_000n;
const CONCURRENCY = Number(process.env.BURST_CONCURRENCY ?? 200);
/** The API's default pool; the baseline gets as many connections as the two processes together. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** A 503 is tried again at most this often; the last answer counts whatever it is. */
const MAX_ATTEMPTS = 30;
/**
 * Issue 18: at least half the bare O(1) transaction (to three decimals, as the ratio is reported), and the
 * investors' time to a final answer, retries included, p99 under 2 s.
 */
const TARGET = { ratio: 0.5, p99Ms: 2_000 };

/** An expected answer: a reservation, or the refusal of an amount the offering no longer has. */
const expected = (answer: BurstAnswer) => answer.status === 201 || (answer.status === 400 && answer.code === 'OVER_TOTAL_VOLUME');

function tally(answers: readonly (BurstAnswer | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer ? `${answer.status}${answer.code ? ` ${answer.code}` : ''}` : 'none';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}: ${n}`).join(', ');
}

async function runLaunchBurst(): Promise<ScenarioResult> {
  const database = `ico_bench_burst_${process.pid}`;
  const bareDatabase = `${database}_bare`;
  const jwtSecret = BENCH_JWT_SECRET;
  const portalUrl = databaseUrl(database);
  const profileDir = process.env.BURST_CPU_PROF ? path.resolve(process.env.BURST_CPU_PROF) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const apis: ApiProcess[] = [];
  try {
    await createBurstDatabase(database);
    // The first API process runs the migrations; the wallets sign meanwhile (on the other core).
    const [migrator, wallets] = await Promise.all([startApi({ databaseUrl: portalUrl }), signWithFreshWallets(burstMessages(INVESTORS))]);
    await migrator.stop();
    const { offering, investors } = await seedBurst({
      databaseUrl: portalUrl,
      jwtSecret,
      totalAmount: TOTAL,
      minimumAmount: MINIMUM,
      wallets,
    });
    // The baseline works on a copy, taken before the portal touches anything.
    await createBurstDatabase(bareDatabase, database);

    // Portal: two API processes, alternating, `CONCURRENCY` requests in flight.
    for (const profile of [profileDir, undefined]) {
      // BURST_CPU_PROF=dir: the first process writes a V8 CPU profile there when it stops.
      apis.push(await startApi({ databaseUrl: portalUrl, env: profile ? { NODE_OPTIONS: cpuProfileNodeOptions(profile) } : {} }));
    }
    const posters = apis.map((api) => formPoster(api.baseUrl, Math.ceil(CONCURRENCY / apis.length)));
    // Warm-up: connections, pools and JIT of both processes, on a read the burst does not measure.
    await runBounded(200, 20, async (i) => {
      await fetch(`${apis[i % apis.length]?.baseUrl}/api/icoportal/ico/${offering.id}/`).then((r) => r.arrayBuffer());
    });
    const answers: (BurstAnswer | undefined)[] = new Array(investors.length);
    const sampler = activitySampler(portalUrl, database);
    await sampler.start();
    const cpu = cpuMeter(apis.map((api) => api.pid));
    // Each investor does as the portal says: a 503 is tried again after exactly its Retry-After, with the
    // waiting-room ticket it came with (the investor's place in line), never after a random pause.
    const admitted: number[] = [];
    const untilAnswered: number[] = [];
    let shed = 0;
    let ticketsPresented = 0;
    let maxAttempts = 0;
    const portalMs = await runBounded(investors.length, CONCURRENCY, async (i) => {
      const investor = investors[i];
      const poster = posters[i % posters.length];
      if (!investor || !poster) return;
      const started = performance.now();
      let ticket: string | undefined;
      for (let attempt = 1; ; attempt += 1) {
        if (ticket) ticketsPresented += 1;
        const answer = await poster.post(
          `${API_BASE}${pathOf(reserveAmount, { id: offering.id })}`,
          investor.token,
          {
            address: investor.address,
            message: investor.message,
            signature: investor.signature,
            amount: AMOUNT.toString(),
            version: '1.0.0',
          },
          ticket ? { [WAITING_TICKET_HEADER]: ticket } : {},
        );
        if (answer.status === 503 && answer.retryAfter !== undefined && attempt < MAX_ATTEMPTS) {
          shed += 1;
          ticket = answer.ticket ?? ticket;
          await new Promise((resolve) => setTimeout(resolve, answer.retryAfter! * 1000));
          continue;
        }
        admitted.push(answer.latencyMs);
        untilAnswered.push(performance.now() - started);
        maxAttempts = Math.max(maxAttempts, attempt);
        answers[i] = answer;
        return;
      }
    });
    const portalCpu = cpu();
    const portalActivity = await sampler.stop();
    for (const poster of posters) poster.close();
    for (const api of apis.splice(0)) await api.stop();
    const done = answers.filter((a): a is BurstAnswer => a !== undefined);
    // Requests per second: investors answered per second. Latency: the investor's time to a final answer, from the
    // first request to the last answer, waits in line and retries included.
    const portal = measure(
      'portal (2 API processes), time to a final answer',
      untilAnswered,
      portalMs,
      done.filter((a) => !expected(a)).length + (investors.length - done.length),
    );
    const lastRequest = measure('last request', admitted, portalMs, 0);
    const portalCheck = await checkInvariants(portalUrl, offering, investors, answers, AMOUNT);

    // Baseline: the bare O(1) transaction through node-postgres on a copy, same concurrency, as many connections,
    // the same durability as the portal's database.
    const synchronousCommit = await synchronousCommitOf(portalUrl);
    const bare = await runBare(bareDatabase, offering, investors, synchronousCommit);
    const baseline = bare.result;
    const bareCheck = bare.check;
    const ratio = Number((portal.rps / baseline.rps).toFixed(3));
    const invariantsHold = portalCheck.oversoldBaht === 0n && portalCheck.answeredNotStored === 0 && portalCheck.storedNotAnswered === 0;
    return {
      name: 'launch-burst',
      description: `${INVESTORS.toLocaleString('en')} verified investors reserve ${AMOUNT.toLocaleString('en')} Baht each at the opening of one offering of ${TOTAL.toLocaleString('en')} Baht (no screening) through two API processes on PostgreSQL, ${CONCURRENCY} in flight`,
      portal,
      baseline,
      ratio,
      target: TARGET,
      facts: {
        investors: INVESTORS,
        concurrency: CONCURRENCY,
        databasePoolPerProcess: POOL_SIZE,
        // The API processes inherit the bench's environment: CONCURRENT_RESERVATION_LIMIT and the line's settings.
        reservationLimitPerProcess: process.env.CONCURRENT_RESERVATION_LIMIT ?? '4 (default)',
        reservationLinePerProcess: `${process.env.RESERVATION_QUEUE_LENGTH ?? '2000 (default)'} long, ${process.env.RESERVATION_QUEUE_MAX_WAIT_MS ?? '10000 (default)'} ms at most`,
        demandBaht: (BigInt(INVESTORS) * AMOUNT).toString(),
        capacityBaht: TOTAL.toString(),
        acceptedBaht: portalCheck.acceptedBaht.toString(),
        oversoldBaht: portalCheck.oversoldBaht.toString(),
        answeredNotStored: portalCheck.answeredNotStored,
        storedNotAnswered: portalCheck.storedNotAnswered,
        answers: tally(answers),
        shed503Retried: shed,
        waitingTicketsPresented: ticketsPresented,
        mostAttemptsOfOneInvestor: maxAttempts,
        investorTimeToFinalAnswerP50Ms: portal.p50Ms,
        investorTimeToFinalAnswerP99Ms: portal.p99Ms,
        lastRequestP50Ms: lastRequest.p50Ms,
        lastRequestP99Ms: lastRequest.p99Ms,
        synchronousCommit,
        baselineAnswers: tally(bare.answers),
        baselineAcceptedBaht: bareCheck.acceptedBaht.toString(),
        baselineOversoldBaht: bareCheck.oversoldBaht.toString(),
        cpuSecondsApi: portalCpu.api.join(' + '),
        cpuSecondsPostgres: portalCpu.postgres,
        cpuSecondsLoadGenerator: portalCpu.loadGenerator,
        meanBackendsActive: portalActivity.active,
        meanBackendsWaitingOnLock: portalActivity.lockWait,
        meanBackendsIdleInTransaction: portalActivity.idleInTx,
      },
      ok: invariantsHold && ratio >= TARGET.ratio && portal.p99Ms < TARGET.p99Ms,
    };
  } finally {
    for (const api of apis) await api.stop();
    await dropBurstDatabase(bareDatabase).catch(() => {});
    await dropBurstDatabase(database).catch(() => {});
  }
}

/** The bare O(1) transaction on its own copy of the seeded database: every investor once, `CONCURRENCY` in flight. */
async function runBare(database: string, offering: BurstOffering, investors: readonly BurstInvestor[], synchronousCommit: string) {
  const url = databaseUrl(database);
  await prepareBare(url, offering);
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE * 2, options: `-c synchronous_commit=${synchronousCommit}` });
  const reserve = bareReservation(pool, offering);
  await runBounded(POOL_SIZE * 2, POOL_SIZE * 2, async () => {
    await pool.query('select 1');
  });
  const answers: (BurstAnswer | undefined)[] = new Array(investors.length);
  const ms = await runBounded(investors.length, CONCURRENCY, async (i) => {
    const investor = investors[i];
    if (investor) answers[i] = await reserve(investor, AMOUNT);
  });
  await pool.end();
  const done = answers.filter((a): a is BurstAnswer => a !== undefined);
  const result = measure(
    'bare O(1) transaction (INSERT, conditional counter UPDATE, COMMIT; node-postgres)',
    done.map((a) => a.latencyMs),
    ms,
    done.filter((a) => !expected(a)).length,
  );
  return { result, answers, check: await checkInvariants(url, offering, investors, answers, AMOUNT) };
}

export const launchBurst: Scenario = { name: 'launch-burst', run: runLaunchBurst };

// `npx tsx bench/src/scenarios/launch-burst.ts` runs this scenario alone (development).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await launchBurst.run();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
