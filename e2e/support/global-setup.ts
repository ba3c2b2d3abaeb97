import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { linkIn, parseMail } from '@ico/testing/mime';
import { call, createStaffMember, type StaffGrantors, signInWithSecondFactor } from '@ico/testing/portal';
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
 * Staff must use two-factor before the back office opens, and a staff member is proposed by one administrator and
 * approved by another (issue 29). With the two administrators startPortal made, one administrator per Playwright
 * worker is made twice over, signed in, whose sessions only that worker uses (support/accounts.ts `staffGrantors`):
 * the journeys create their own staff members through them, and no worker waits for another's one-time code.
 */
async function staffManagers(workers: number, grantors: StaffGrantors): Promise<void> {
  const portal = e2ePortal();
  const managers = [];
  for (let i = 0; i < workers; i++) {
    const proposer = await createStaffMember(portal, grantors, 'admin');
    const approver = await createStaffMember(portal, grantors, 'admin');
    managers.push({ proposer, approver, at: Date.now() });
  }
  writeFileSync(path.join(process.env.E2E_STATE_DIR ?? '', 'staff-managers.json'), JSON.stringify(managers));
}

/** Stops a portal process: SIGTERM, then SIGKILL after 10 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (child.exitCode !== null) resolve(undefined);
    child.once('exit', resolve);
    setTimeout(() => {
      child.kill('SIGKILL');
      resolve(undefined);
    }, 10_000).unref();
  });
}

/**
 * Starts a portal (API + built web app) on a free port with a data folder and a mail server of its own; `env` adds
 * settings (a journey about an operator's setting starts a second portal with it, see support/extra-portal.ts).
 * It comes with two administrators signed in with their second factor, as an operator makes the second one on a new
 * portal (issue 29): the first administrator proposes it, the portal is stopped (the embedded database serves one
 * process), `npm run admin -- approve-staff-proposal <id>` approves it on the host, and the portal starts again.
 */
export async function startPortal(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ico-e2e-'));
  const mailDir = path.join(dataDir, 'received-mail');
  mkdirSync(mailDir);
  const mail = await startMailServer(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const portalEnv = {
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
    PUBLIC_URL: baseUrl,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    // Every journey comes from 127.0.0.1: per-address limits scaled up, per-account limits as in production.
    ADDRESS_RATE_LIMIT_FACTOR: '50',
    // The journeys' staff approve money as soon as they are made (the waiting period has its API tests).
    STAFF_APPROVAL_WAIT_HOURS: '0',
    ...env,
  };
  const launch = async () => {
    let log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], {
      cwd: ROOT,
      env: portalEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    await waitForHealth(`${baseUrl}/api/health/`, child, () => log);
    return child;
  };

  const first = await launch();
  const admin = await signInWithSecondFactor({ baseUrl }, { username: 'admin', password: E2E_ADMIN_PASSWORD });
  const second = { username: 'admin2', email: 'admin2@example.com', password: 'Adm2-e2e-Passw0rd!' };
  const proposed = await call<{ proposal: { id: number } }>({ baseUrl }, 'POST', '/admin/staff/', {
    token: admin.tokens.access,
    json: {
      username: second.username,
      email: second.email,
      firstNameEN: 'Second',
      lastNameEN: 'Admin',
      role: 'admin',
      reason: 'Second administrator',
    },
  });
  if (proposed.status !== 202)
    throw new Error(`the second administrator was not proposed: ${proposed.status} ${JSON.stringify(proposed.body)}`);
  await stopProcess(first);
  // Not spawnSync: the command mails the set-password link to the SMTP server running in this process.
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps/api/src/cli/admin.ts'), 'approve-staff-proposal', String(proposed.body.proposal.id)],
    { cwd: ROOT, env: portalEnv, encoding: 'utf8' },
  );
  const child = await launch();
  const link = await waitForFile(mailDir, second.email);
  const code = /\/register\/[^/\s]+\/([A-Za-z0-9_-]+)/.exec(link)?.[1];
  const activated = await call({ baseUrl }, 'POST', '/auth/user/activate/', {
    json: { email: second.email, verificationCode: code, password: second.password },
  });
  if (activated.status !== 200) throw new Error(`the second administrator was not activated: ${activated.status}`);
  const secondAdmin = await signInWithSecondFactor({ baseUrl }, second);
  const grantors: StaffGrantors = { proposer: admin.tokens.access, approver: secondAdmin.tokens.access };
  return { baseUrl, dataDir, mailDir, mail, child, grantors };
}

/** The set-password link mailed to `to`, read from the received-mail folder (the journeys' own reader needs the environment). */
async function waitForFile(dir: string, to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.eml'))) {
      const mail = parseMail(readFileSync(path.join(dir, file), 'utf8'));
      if (mail.to.toLowerCase().includes(to)) return linkIn(mail, '/register/');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} arrived`);
}

/** Starts the whole portal (API + built web app) on a free port with a data folder and a mail server of its own. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@ico/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  const { baseUrl, dataDir, mailDir, mail, child, grantors } = await startPortal();
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_STATE_DIR = dataDir;
  await staffManagers(config.workers, grantors);
  return async () => {
    await mail.close();
    await stopProcess(child);
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
