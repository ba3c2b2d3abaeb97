import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaffMember, signInWithSecondFactor } from '@ico/testing/portal';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { e2ePortal } from './mail';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The portal did not become healthy in time:\n${output()}`);
}

/** The administrator the first start creates; journeys sign in with it. */
export const E2E_ADMIN_PASSWORD = 'Adm1n-e2e-Passw0rd!';

/**
 * A real SMTP server for the portal's mail: every message lands as an .eml file in `dir`,
 * where the journeys read it (support/mail.ts) and follow its links.
 */
async function startMailServer(dir: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Staff must use two-factor before the back office opens. The first administrator signs in, turns it on and signs
 * in again with a code here (the back office serves only such a session), then makes one administrator per
 * Playwright worker, signed in, whose session only that worker uses (support/accounts.ts `adminTokens`): the
 * journeys create their own staff members through it, and no worker waits for another's one-time code.
 */
async function staffManagers(workers: number): Promise<void> {
  const portal = e2ePortal();
  const { tokens } = await signInWithSecondFactor(portal, { username: 'admin', password: E2E_ADMIN_PASSWORD });
  const managers = [];
  for (let i = 0; i < workers; i++) managers.push({ ...(await createStaffMember(portal, tokens.access, 'admin')), at: Date.now() });
  writeFileSync(path.join(process.env.E2E_STATE_DIR ?? '', 'staff-managers.json'), JSON.stringify(managers));
}

/**
 * Starts a portal (API + built web app) on a free port with a data folder and a mail server of its own; `env` adds
 * settings (a journey about an operator's setting starts a second portal with it, see support/extra-portal.ts).
 */
export async function startPortal(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ico-e2e-'));
  const mailDir = path.join(dataDir, 'received-mail');
  mkdirSync(mailDir);
  const mail = await startMailServer(mailDir);
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'portal'),
      LOG_LEVEL: 'warn',
      WEB_DIST,
      DATABASE_URL: '',
      REDIS_URL: '',
      // Each journey makes the offerings it needs.
      DEMO_DATA: 'false',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Every journey comes from 127.0.0.1: per-address limits scaled up, per-account limits as in production.
      ADDRESS_RATE_LIMIT_FACTOR: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health/`, child, () => log);
  return { baseUrl, dataDir, mailDir, mail, child };
}

/** Starts the whole portal (API + built web app) on a free port with a data folder and a mail server of its own. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@ico/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  const { baseUrl, dataDir, mailDir, mail, child } = await startPortal();
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_STATE_DIR = dataDir;
  await staffManagers(config.workers);
  return async () => {
    await mail.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(undefined);
      child.once('exit', resolve);
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, 10_000).unref();
    });
    // Every journey's staff actions were audited: with the portal stopped, its audit log's hash chain must verify
    // (issue 16: `npm run audit:verify` after a suite run), else the run fails with the command's answer.
    let verified: { status: number | null; output: string } | undefined;
    if (child.exitCode !== null || child.signalCode !== null) {
      const check = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/cli/audit-verify.ts')], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'portal') },
        encoding: 'utf8',
      });
      verified = { status: check.status, output: `${check.stdout}${check.stderr}`.trim() };
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (verified && verified.status !== 0) throw new Error(`npm run audit:verify on the journeys' portal: ${verified.output}`);
    if (verified) process.stdout.write(`audit:verify on the journeys' portal: ${verified.output}\n`);
  };
}
