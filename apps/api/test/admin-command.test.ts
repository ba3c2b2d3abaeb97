import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, runAdminCli } from '../src/cli/admin';
import { type OperatorContext, OperatorError, runOperatorCommand } from '../src/cli/admin-commands';
import { approveStaffProposalOnHost, listStaffProposalsOnHost, rejectStaffProposalOnHost } from '../src/cli/staff-proposal-commands';
import { auditLog, authSession, mfaReset, recoveryCode, staffProposal, user } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, createStaff, login, type StaffAccount, startAccountsServer } from './support/accounts';
import { mailTo } from './support/communication';
import { createInvestor, type Investor } from './support/offerings';
import { runScript } from './support/run-script';
import { newStaffInput, proposeStaff } from './support/staff-proposals';
import { createTempDir, ONE_DATABASE, removeDir } from './support/test-server';

/** Runs the command line in this process and keeps what it printed. */
async function cli(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe("the operator's command line: usage and the embedded database", () => {
  it('prints its usage, and refuses wrong use with exit 64', async () => {
    const help = await cli(['--help'], {});
    expect(help.code).toBe(EXIT.ok);
    for (const command of ['reset-mfa <username>', 'unlock <username>', 'revoke-sessions <username>']) expect(help.out).toContain(command);
    expect(help.out).toContain('npm run admin -- <command> <username>');
    expect(help.out).toContain('approve-staff-proposal <id>');
    expect(help.out).toContain('reject-staff-proposal <id> --reason "..."');
    for (const argv of [
      [],
      ['frobnicate', 'bob'],
      ['reset-mfa'],
      ['unlock', 'bob', 'alice'],
      ['staff-proposals', 'all'],
      ['approve-staff-proposal'],
      ['approve-staff-proposal', 'abc'],
      ['approve-staff-proposal', '0'],
      ['approve-staff-proposal', '3', '4'],
      ['reject-staff-proposal', '3'],
      ['reject-staff-proposal', '3', '--reason'],
      ['reject-staff-proposal', '3', 'no reason flag'],
    ]) {
      const answer = await cli(argv, {});
      expect(answer.code, argv.join(' ')).toBe(EXIT.usage);
      expect(answer.err).toContain('Usage: npm run admin');
    }
    expect((await cli(['unlock', 'bob'], { PORT: 'not-a-port' })).code).toBe(EXIT.config);
  });

  it('explains that the server must be stopped while it holds the embedded database', async () => {
    const dataDir = await createTempDir('operator-lock');
    try {
      await mkdir(path.join(dataDir, 'pgdata'));
      // A live process that is not this one holds the lock, as a running server does.
      await writeFile(path.join(dataDir, 'pgdata.lock'), `${process.ppid}\n`);
      const answer = await cli(['reset-mfa', 'somebody'], { DATA_DIR: dataDir });
      expect(answer.code).toBe(EXIT.failed);
      expect(answer.err).toContain(`open in the running server (process ${process.ppid})`);
      expect(answer.err).toContain('Stop the server first');
      const empty = await cli(['reset-mfa', 'somebody'], { DATA_DIR: path.join(dataDir, 'elsewhere') });
      expect([empty.code, empty.err]).toEqual([EXIT.failed, expect.stringContaining('There is no embedded database in DATA_DIR')]);
    } finally {
      await removeDir(dataDir);
    }
  });
});

describe("the operator's commands, called directly (PGlite)", () => {
  let server: AccountsServer;
  let context: OperatorContext;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    context = {
      config: server.config,
      db: server.app.database.db,
      mailer: server.app.mailer,
      limiter: null,
      embedded: false,
      operator: 'ops@portal-host',
    };
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.database.db;
  const accountOf = async (id: number) => (await db().select().from(user).where(eq(user.id, id)))[0];
  const liveSessions = (id: number) =>
    db()
      .select()
      .from(authSession)
      .where(and(eq(authSession.userId, id), isNull(authSession.revokedAt)));
  const auditOf = async (action: string, id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

  async function investorWithCodes(): Promise<Investor & { email: string }> {
    const investor = await createInvestor(server);
    await db()
      .insert(recoveryCode)
      .values(Array.from({ length: 10 }, (_, i) => ({ userId: investor.id, codeHash: hashToken(`c-${investor.id}-${i}`) })));
    return { ...investor, email: (await accountOf(investor.id))?.email ?? '' };
  }

  it('reset-mfa: two-factor off, codes deleted, every session ended, an open staff reset closed, the owner mailed, audited', async () => {
    const investor = await investorWithCodes();
    await db().insert(mfaReset).values({ userId: investor.id, reason: 'waiting for a selfie' });
    const outcome = await runOperatorCommand(context, 'reset-mfa', investor.username.toUpperCase());
    expect(outcome.ok).toBe(true);
    expect(outcome.lines.join('\n')).toContain(`Two-factor authentication of ${investor.username} is now off.`);
    expect(outcome.lines.join('\n')).toContain('Deleted 10 recovery codes; ended 1 session.');
    expect(await accountOf(investor.id)).toMatchObject({ mfaEnabled: false, otpSecret: null });
    expect(await db().select().from(recoveryCode).where(eq(recoveryCode.userId, investor.id))).toEqual([]);
    expect(await liveSessions(investor.id)).toEqual([]);
    expect((await call(server, 'GET', '/auth/me/', { token: investor.token })).status).toBe(401);
    const [reset] = await db().select().from(mfaReset).where(eq(mfaReset.userId, investor.id));
    expect(reset?.cancelledAt).not.toBeNull();
    expect((await mailTo(server.mailbox, investor.email, /was reset/)).text).toContain('Log in');
    const [audit] = await auditOf('host.resetMfa', investor.id);
    expect(audit).toMatchObject({
      actorId: null,
      detail: { operator: 'ops@portal-host', command: 'reset-mfa', ok: true, recoveryCodes: 10, sessions: 1, cancelledResets: 1 },
    });
  });

  it('revoke-sessions: every session ends, two-factor stays', async () => {
    const investor = await investorWithCodes();
    await db().insert(authSession).values({ id: crypto.randomUUID(), userId: investor.id, ipAddress: '10.0.0.2' });
    const outcome = await runOperatorCommand(context, 'revoke-sessions', investor.username);
    expect(outcome).toMatchObject({ ok: true, detail: { sessions: 2 } });
    expect(await liveSessions(investor.id)).toEqual([]);
    expect((await accountOf(investor.id))?.mfaEnabled).toBe(true);
    expect(await auditOf('host.revokeSessions', investor.id)).toHaveLength(1);
  });

  it('unlock: clears the sign-in counters it can reach, and says so honestly when it cannot', async () => {
    const staff = await createStaff(server, 'support', { mfa: false });
    const wrong = () => call(server, 'POST', '/auth/token/obtain/', { json: { username: staff.username, password: 'Wrong-passw0rd!' } });
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i += 1) status = (await wrong()).status;
    expect(status).toBe(429);
    const right = () => call(server, 'POST', '/auth/token/obtain/', { json: { username: staff.username, password: staff.password } });
    expect((await right()).status).toBe(429);

    // Without Redis and with the server on PostgreSQL, the counters are in the server's memory: out of reach.
    const unreachable = await runOperatorCommand(context, 'unlock', staff.username);
    expect(unreachable.ok).toBe(false);
    expect(unreachable.lines.join(' ')).toContain('REDIS_URL is not set');
    expect(unreachable.lines.join(' ')).toContain('Nothing was cleared');
    expect((await right()).status).toBe(429);
    // With the embedded database the server is stopped: its counters are gone with it.
    expect((await runOperatorCommand({ ...context, embedded: true }, 'unlock', staff.username)).ok).toBe(true);

    // With the counters it reaches (here the server's own store, as Redis is for every process), the owner is let in.
    const cleared = await runOperatorCommand({ ...context, limiter: server.app.limiter }, 'unlock', staff.username);
    expect(cleared.ok).toBe(true);
    expect((await login(server, { username: staff.username, password: staff.password })).access).toBeTruthy();
    const audits = await auditOf('host.unlock', staff.id);
    expect(audits.map((row) => row.detail.ok)).toEqual([false, true, true]);
  });

  /** Runs `work` while `admin` is the portal's only enabled administrator, as on a portal with one. */
  async function asOnlyAdministrator<T>(admin: StaffAccount, work: () => Promise<T>): Promise<T> {
    const others = (
      await db()
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, 'admin'), isNull(user.disabledAt)))
    )
      .map((row) => row.id)
      .filter((id) => id !== admin.id);
    await updateUsers(server.app, db(), inArray(user.id, others), { disabledAt: new Date(), disabledReason: 'test' });
    try {
      return await work();
    } finally {
      await updateUsers(server.app, db(), inArray(user.id, others), { disabledAt: null, disabledReason: null });
    }
  }
  const proposalRow = async (id: number) => (await db().select().from(staffProposal).where(eq(staffProposal.id, id)))[0];
  const proposalAudits = (action: string, id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'staff_proposal'), eq(auditLog.targetId, String(id))));

  it('staff proposals of a portal with one administrator: the host lists and approves them, audited with no staff actor', async () => {
    const admin = await createStaff(server, 'admin');
    const input = newStaffInput('compliance');
    await asOnlyAdministrator(admin, async () => {
      const proposed = await proposeStaff(server, admin, input);
      expect(proposed.status).toBe(202);
      const id = proposed.body.proposal.id;
      // In the back office nobody can: the proposer is not their own second pair of eyes.
      expect((await call(server, 'POST', `/admin/staff-proposals/${id}/approve/`, { token: admin.tokens.access, json: {} })).status).toBe(
        403,
      );

      const listed = await listStaffProposalsOnHost(context);
      expect(listed.ok).toBe(true);
      const text = listed.lines.join('\n');
      expect(text).toContain(`#${id}  add ${input.username} <${input.email}> (New Member) as compliance`);
      expect(text).toContain(`proposed by ${admin.username}`);
      expect(text).toContain(`no other administrator can decide it: approve-staff-proposal ${id}`);

      const approved = await approveStaffProposalOnHost(context, id);
      expect(approved).toMatchObject({ ok: true, detail: { audited: true } });
      expect(approved.lines.join(' ')).toContain(`Approved staff proposal #${id}: add ${input.username}`);
      const [account] = await db().select().from(user).where(eq(user.username, input.username));
      expect(account).toMatchObject({ role: 'compliance', email: input.email });
      expect(await proposalRow(id)).toMatchObject({
        status: 'APPROVED',
        subjectId: account?.id,
        decidedBy: null,
        decidedByOperator: 'ops@portal-host',
      });
      expect((await mailTo(server.mailbox, input.email)).text).toContain('/register/');
      expect(await proposalAudits('staffProposal.approve', id)).toMatchObject([
        { actorId: null, detail: { operator: 'ops@portal-host', secondParty: 'host', proposedBy: admin.id } },
      ]);
      expect(await auditOf('staff.create', account?.id ?? 0)).toMatchObject([
        { actorId: null, detail: { operator: 'ops@portal-host', proposalId: id, proposedBy: admin.id } },
      ]);

      const again = await approveStaffProposalOnHost(context, id);
      expect(again).toMatchObject({ ok: false, lines: [`Staff proposal #${id} was already decided.`] });
      expect(await approveStaffProposalOnHost(context, 999_999)).toMatchObject({ ok: false });
    });
  });

  it('staff proposals while another administrator can decide: the host does not approve, but may reject with a reason', async () => {
    const [admin, colleague] = await Promise.all([createStaff(server, 'admin'), createStaff(server, 'admin')]);
    const input = newStaffInput('support');
    const proposed = await proposeStaff(server, admin, input);
    const id = proposed.body.proposal.id;
    const listed = (await listStaffProposalsOnHost(context)).lines.join('\n');
    expect(listed).toContain(`${colleague.username}`);
    expect(listed).toContain('can decide it in the back office');

    const refused = await approveStaffProposalOnHost(context, id);
    expect(refused.ok).toBe(false);
    expect(refused.lines.join(' ')).toContain(colleague.username);
    expect(refused.lines.join(' ')).toContain('Nothing was changed');
    expect(await proposalRow(id)).toMatchObject({ status: 'PENDING' });
    expect(await db().select().from(user).where(eq(user.username, input.username))).toEqual([]);
    expect(await proposalAudits('staffProposal.approve', id)).toEqual([]);

    expect(await rejectStaffProposalOnHost(context, id, '  ')).toMatchObject({ ok: false });
    const rejected = await rejectStaffProposalOnHost(context, id, 'Not hired after all');
    expect(rejected).toMatchObject({ ok: true, detail: { audited: true } });
    expect(await proposalRow(id)).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Not hired after all',
      decidedByOperator: 'ops@portal-host',
    });
    expect(await proposalAudits('staffProposal.reject', id)).toMatchObject([
      { actorId: null, detail: { reason: 'Not hired after all', operator: 'ops@portal-host' } },
    ]);
  });

  it('changes nothing for an unknown username', async () => {
    await expect(runOperatorCommand(context, 'reset-mfa', 'nobody-here')).rejects.toThrow(OperatorError);
    await expect(runOperatorCommand(context, 'reset-mfa', 'nobody-here')).rejects.toThrow("No account has the username 'nobody-here'");
  });
});

describe("the operator's command run on the host against PostgreSQL while the server runs", () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer('postgres');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('npm run admin -- reset-mfa <username>: plain English, exit 0, the mail sent, the server sees the change', async () => {
    const investor = await createInvestor(server);
    const dataDir = await createTempDir('operator-data');
    try {
      const { code, out, err } = await runScript('apps/api/src/cli/admin.ts', ['reset-mfa', investor.username], {
        DATA_DIR: dataDir,
        DATABASE_URL: server.config.databaseUrl,
        SMTP_URL: server.mailbox.url,
        PUBLIC_URL: 'http://portal.test',
        USER: 'ops',
      });
      expect([code, err]).toEqual([0, '']);
      expect(out).toContain(`Two-factor authentication of ${investor.username} is now off.`);
      expect(out).toContain('ended 1 session');
      expect(out).toMatch(/Mailed inv-[0-9a-f]+@example\.com/);
      expect(out).toContain('Recorded in the audit log as ');

      const [account] = await server.app.database.db.select().from(user).where(eq(user.id, investor.id));
      expect(account?.mfaEnabled).toBe(false);
      expect((await call(server, 'GET', '/auth/me/', { token: investor.token })).body).toEqual({ message: 'SESSION_REVOKED' });
      await mailTo(server.mailbox, account?.email ?? '', /was reset/);
      const [audit] = await server.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'host.resetMfa'), eq(auditLog.targetId, String(investor.id))));
      expect(audit?.actorId).toBeNull();
      expect(String(audit?.detail.operator)).toMatch(/@/);
    } finally {
      await removeDir(dataDir);
    }
  }, 60_000);

  it("npm run admin -- approve-staff-proposal <id>: the only administrator's proposal approved on the host, the link mailed", async () => {
    const db = server.app.database.db;
    const admin = await createStaff(server, 'admin');
    const others = (
      await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, 'admin'), isNull(user.disabledAt)))
    )
      .map((row) => row.id)
      .filter((id) => id !== admin.id);
    await updateUsers(server.app, db, inArray(user.id, others), { disabledAt: new Date(), disabledReason: 'test' });
    const dataDir = await createTempDir('operator-data');
    try {
      const input = newStaffInput('compliance');
      const proposed = await proposeStaff(server, admin, input);
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: server.config.databaseUrl,
        SMTP_URL: server.mailbox.url,
        PUBLIC_URL: 'http://portal.test',
      };
      const listed = await cli(['staff-proposals'], env);
      expect([listed.code, listed.err]).toEqual([EXIT.ok, '']);
      expect(listed.out).toContain(`#${proposed.body.proposal.id}  add ${input.username}`);
      expect(listed.out).not.toContain('Recorded in the audit log');

      const approved = await cli(['approve-staff-proposal', String(proposed.body.proposal.id)], env);
      expect([approved.code, approved.err]).toEqual([EXIT.ok, '']);
      expect(approved.out).toContain(`Approved staff proposal #${proposed.body.proposal.id}`);
      expect(approved.out).toContain(`Mailed ${input.email}`);
      expect(approved.out).toContain('Recorded in the audit log as ');
      await mailTo(server.mailbox, input.email);

      const twice = await cli(['approve-staff-proposal', String(proposed.body.proposal.id)], env);
      expect(twice.code).toBe(EXIT.failed);
      expect(twice.err).toContain('was already decided');
    } finally {
      await updateUsers(server.app, db, inArray(user.id, others), { disabledAt: null, disabledReason: null });
      await removeDir(dataDir);
    }
  }, 60_000);
});
