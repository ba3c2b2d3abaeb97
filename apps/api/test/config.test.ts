import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTempDir, removeDir } from './support/test-server';

const SECRET_32 = 'x'.repeat(32);

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  let dir: string;
  const originalCwd = process.cwd();

  beforeEach(async () => {
    // Relative paths (the default ./data) resolve against the working directory: use a temporary one.
    dir = realpathSync(await createTempDir('config'));
    process.chdir(dir);
  });
  afterEach(async () => {
    process.chdir(originalCwd);
    await removeDir(dir);
  });

  it('checks the reserved counters every 10 minutes by default, never with 0, and names a bad interval', () => {
    expect(loadConfig({ JWT_SECRET: SECRET_32 }).reservedCounterCheckMs).toBe(600_000);
    expect(loadConfig({ JWT_SECRET: SECRET_32, RESERVED_COUNTER_CHECK_MINUTES: '0' }).reservedCounterCheckMs).toBe(0);
    for (const bad of ['-1', '1.5', 'ten', '1441'])
      expect(configError({ JWT_SECRET: SECRET_32, RESERVED_COUNTER_CHECK_MINUTES: bad }).problems).toEqual([
        expect.stringMatching(/^RESERVED_COUNTER_CHECK_MINUTES: /),
      ]);
  });

  it('takes a WalletConnect project id of 32 hexadecimal characters, none by default, and names a bad one', () => {
    const id = '0123456789abcdef0123456789ABCDEF';
    expect(loadConfig({ JWT_SECRET: SECRET_32 }).walletConnectProjectId).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: SECRET_32, WALLETCONNECT_PROJECT_ID: '  ' }).walletConnectProjectId).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: SECRET_32, WALLETCONNECT_PROJECT_ID: ` ${id} ` }).walletConnectProjectId).toBe(id);
    for (const bad of [id.slice(1), `${id}0`, `${id.slice(1)}g`, 'my-project', `${id.slice(2)}"'`])
      expect(configError({ JWT_SECRET: SECRET_32, WALLETCONNECT_PROJECT_ID: bad }).problems).toEqual([
        expect.stringMatching(/^WALLETCONNECT_PROJECT_ID: must be the 32-character project id/),
      ]);
  });

  it('has defaults for everything but the secrets', () => {
    const config = loadConfig({ JWT_SECRET: SECRET_32 });

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(dir, 'data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      smtpUrl: undefined,
      redisUrl: undefined,
      adminPassword: undefined,
      logLevel: 'info',
      trustProxy: [],
      webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      liveStreams: { perProcess: 10_000, perAddress: 50 },
    });
    expect(statSync(config.dataDir).isDirectory()).toBe(true);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'store',
      DATABASE_URL: 'postgresql://ico@db:5432/ico',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_POOL_SIZE: '20',
      LIVE_STREAM_LIMIT: '20000',
      LIVE_STREAMS_PER_ADDRESS: '8',
      JWT_SECRET: SECRET_32,
    });

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(dir, 'store'),
      databaseUrl: 'postgresql://ico@db:5432/ico',
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8'],
      databasePoolSize: 20,
      liveStreams: { perProcess: 20_000, perAddress: 8 },
    });
  });

  it('treats empty URLs as not set', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', JWT_SECRET: SECRET_32 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '65536'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['SMTP_URL', 'http://x'],
    ['REDIS_URL', 'http://x'],
    ['JWT_SECRET', 'x'.repeat(31)],
    ['ADMIN_PASSWORD', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_POOL_SIZE', '0'],
    ['LIVE_STREAM_LIMIT', '0'],
    ['LIVE_STREAM_LIMIT', 'many'],
    ['LIVE_STREAMS_PER_ADDRESS', '-1'],
    ['LIVE_STREAMS_PER_ADDRESS', '2.5'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    const error = configError({ DATA_DIR: 'data', [name]: value });

    expect(error.problems.length).toBeGreaterThan(0);
    for (const problem of error.problems) expect(problem).toMatch(new RegExp(`^${name}: `));
    expect(error.message).toContain(name);
  });

  it('takes the proxies to trust as addresses and CIDR ranges, comma separated; none when unset, empty or false', () => {
    const proxies = (value?: string) =>
      loadConfig({ JWT_SECRET: SECRET_32, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(proxies()).toEqual([]);
    expect(proxies('')).toEqual([]);
    expect(proxies('false')).toEqual([]);
    expect(proxies(' 10.0.0.5, 10.1.0.0/16 ,2001:db8::/32,::1 ')).toEqual(['10.0.0.5', '10.1.0.0/16', '2001:db8::/32', '::1']);
    expect(proxies('192.0.2.0/8')).toEqual(['192.0.2.0/8']);
  });

  it.each([
    ['true', /"true" would believe X-Forwarded-For from any client/],
    ['*', /"\*" would believe X-Forwarded-For from any client/],
    ['0.0.0.0/0', /"0\.0\.0\.0\/0" is every address/],
    ['::/0', /"::\/0" is every address/],
    ['10.0.0.5,0.0.0.0/0', /"0\.0\.0\.0\/0" is every address/],
    ['0.0.0.0/1', /too wide for a proxy network/],
    ['2000::/3', /too wide for a proxy network/],
    ['::ffff:0:0/96', /IPv4-mapped address/],
    ['1', /is a hop count/],
    ['2', /is a hop count/],
    ['loopback', /is not an IP address or CIDR range/],
    ['10.0.0.0/255.0.0.0', /is not an IP address or CIDR range/],
    ['10.0.0.0/33', /is not an IP address or CIDR range/],
    ['10.0.0.1/8/8', /is not an IP address or CIDR range/],
    ['proxy.internal', /is not an IP address or CIDR range/],
  ])('refuses TRUST_PROXY=%s at start, naming the variable and what to write instead', (value, why) => {
    const error = configError({ JWT_SECRET: SECRET_32, TRUST_PROXY: value });
    expect(error.problems).toEqual([expect.stringMatching(/^TRUST_PROXY: /)]);
    expect(error.problems[0]).toMatch(why);
    expect(error.problems[0]).toContain("name the proxies' addresses or CIDR ranges");
  });

  it('lists every wrong variable at once', () => {
    const error = configError({ PORT: 'abc', SMTP_URL: 'http://x', JWT_SECRET: 'short' });
    expect(error.problems.map((p) => p.split(':')[0]).toSorted()).toEqual(['JWT_SECRET', 'PORT', 'SMTP_URL']);
  });

  it('generates the token-signing secret under DATA_DIR/secrets with mode 0600, and loads the same one next time', () => {
    const first = loadConfig({ DATA_DIR: 'data' });
    const file = path.join(dir, 'data', 'secrets', 'jwt-secret');

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(loadConfig({ DATA_DIR: 'data' }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses a stored secret that is too short instead of signing with it', () => {
    const file = path.join(dir, 'short', 'secrets', 'jwt-secret');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '\n');
    expect(() => loadConfig({ DATA_DIR: 'short' })).toThrow(ConfigError);
  });

  it('gives another DATA_DIR another secret', () => {
    expect(loadConfig({ DATA_DIR: 'one' }).jwtSecret).not.toBe(loadConfig({ DATA_DIR: 'two' }).jwtSecret);
  });

  it('uses JWT_SECRET when given and writes no secret file', () => {
    const secret = randomBytes(32).toString('hex');
    const config = loadConfig({ DATA_DIR: 'data', JWT_SECRET: secret });

    expect(config.jwtSecret).toBe(secret);
    expect(existsSync(path.join(dir, 'data', 'secrets', 'jwt-secret'))).toBe(false);
  });
});
