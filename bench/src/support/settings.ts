import { fileURLToPath } from 'node:url';

/** The checkout the bench runs in (the scenarios start its API and read its built web app). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** BENCH_QUICK=1 shortens every load for development; its numbers are not the ones to report. */
export const QUICK = process.env.BENCH_QUICK === '1' || process.env.BENCH_QUICK === 'true';

/** Fixed load of the read scenarios: the same connections and duration on the portal and on its baseline. */
export const READ_LOAD = {
  connections: 50,
  durationSeconds: QUICK ? 3 : 10,
  /** Requests sent before measuring, so both servers are past their JIT warm-up. */
  warmupRequests: QUICK ? 500 : 3000,
};

/** The token-signing secret of every bench API process, so the bench can sign access tokens itself. */
export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdefghijklmnopqrstu';

export const BENCH_ADMIN_PASSWORD = 'Bench-admin-Passw0rd!';

/** The MAC keys of every bench API process: processes sharing a database share them (docs/configuration.md, AUDIT_HMAC_KEYS). */
export const BENCH_AUDIT_HMAC_KEYS = `bench1:${Buffer.from('ico-portal bench audit key, never used outside the bench').toString('base64')}`;

/** The PostgreSQL server the bench creates its databases on (trust authentication, as for the tests). */
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
