import type { AuditEntry } from '@ico/domain/contracts/audit';
import type { SessionList } from '@ico/domain/contracts/sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { revokeAllSessions } from '../src/services/sessions/revoke-other-sessions';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import {
  type AccountsServer,
  call,
  type InvestorInput,
  login,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

type Page<T> = { count: number; results: T[] };

describe('signing sessions out', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
  }, 120_000);
  afterAll(() => server?.close());

  const list = (tokens: Tokens) => call<SessionList>(server, 'GET', '/auth/sessions/', { token: tokens.access });
  const idOf = async (tokens: Tokens) => (await server.app.tokens.verifyAccess(tokens.access)).sessionId;
  const signInFrom = (investor: InvestorInput, userAgent: string) =>
    call<Tokens>(server, 'POST', '/auth/token/obtain/', { json: investor, headers: { 'user-agent': userAgent } }).then((a) => a.body);
  /** Whether a session still works: its access token and its refresh token. */
  const works = async (tokens: Tokens) => ({
    access: (await call(server, 'GET', '/auth/me/', { token: tokens.access })).status,
    refresh: (await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: tokens.refresh } })).status,
  });

  it('tells each device by its browser and system', async () => {
    const investor = await signUp(server);
    const phone = await signInFrom(investor, IPHONE);
    await signInFrom(investor, WINDOWS);
    await signInFrom(investor, 'curl/8.5.0');
    const listed = await list(phone);
    expect(listed.body.results.map(({ browser, os, deviceType, current }) => ({ browser, os, deviceType, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile', current: true },
        { browser: 'Chrome 120', os: 'Windows 10', deviceType: 'desktop', current: false },
        { browser: null, os: null, deviceType: null, current: false },
      ]),
    );
  });

  it('signs out one of my other sessions: its tokens stop at once, mine go on', async () => {
    const investor = await signUp(server);
    const mine = await login(server, investor);
    const lost = await login(server, investor);
    const lostId = await idOf(lost);
    const answer = await call(server, 'DELETE', `/auth/sessions/${lostId}/`, { token: mine.access });
    expect(answer.status).toBe(204);
    expect(await call(server, 'GET', '/auth/me/', { token: lost.access })).toMatchObject({
      status: 401,
      body: { message: 'SESSION_REVOKED' },
    });
    expect(await works(lost)).toEqual({ access: 401, refresh: 401 });
    expect((await list(mine)).body.results.map((s) => s.id)).not.toContain(lostId);
    expect((await call(server, 'GET', '/auth/me/', { token: mine.access })).status).toBe(200);
    // Ended once: the same id is not there any more.
    expect(await call(server, 'DELETE', `/auth/sessions/${lostId}/`, { token: mine.access })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
  });

  it("answers 404 for another user's session and leaves it alone, and for ids that cannot be sessions", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const aTokens = await login(server, a);
    const bTokens = await login(server, b);
    const bId = await idOf(bTokens);
    expect(await call(server, 'DELETE', `/auth/sessions/${bId}/`, { token: aTokens.access })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
    expect(await call(server, 'DELETE', `/auth/sessions/${bId.toUpperCase()}/`, { token: aTokens.access })).toMatchObject({ status: 404 });
    expect((await call(server, 'GET', '/auth/me/', { token: bTokens.access })).status).toBe(200);
    for (const id of ['1', 'not-a-session', '00000000-0000-0000-0000-000000000000', `${bId}x`, "'; drop table auth_session; --"]) {
      const answer = await call(server, 'DELETE', `/auth/sessions/${encodeURIComponent(id)}/`, { token: aTokens.access });
      expect(answer, id).toMatchObject({ status: 404, body: { message: 'NOT_FOUND' } });
    }
    expect(await call(server, 'DELETE', `/auth/sessions/${bId}/`)).toMatchObject({ status: 401, body: { message: 'UNAUTHORIZED' } });
    expect(await call(server, 'POST', '/auth/sessions/revoke_others/')).toMatchObject({ status: 401 });
  });

  it('signs out every other session of mine, and no one else’s', async () => {
    const investor = await signUp(server);
    const bystander = await signUp(server);
    const bystanderTokens = await login(server, bystander);
    const mine = await login(server, investor);
    const others = [await login(server, investor), await login(server, investor)];
    const answer = await call(server, 'POST', '/auth/sessions/revoke_others/', { token: mine.access });
    expect(answer).toMatchObject({ status: 200, body: { revoked: 2 } });
    for (const tokens of others) expect(await works(tokens)).toEqual({ access: 401, refresh: 401 });
    const left = (await list(mine)).body.results;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true });
    expect((await call(server, 'GET', '/auth/me/', { token: bystanderTokens.access })).status).toBe(200);
    // Nothing else to end.
    expect(await call(server, 'POST', '/auth/sessions/revoke_others/', { token: mine.access })).toMatchObject({ body: { revoked: 0 } });
  });

  it('lets me sign my current session out by its id, like a logout', async () => {
    const investor = await signUp(server);
    const mine = await login(server, investor);
    expect((await call(server, 'DELETE', `/auth/sessions/${await idOf(mine)}/`, { token: mine.access })).status).toBe(204);
    expect(await works(mine)).toEqual({ access: 401, refresh: 401 });
  });

  it('ends every session of a user through the plain function the operator command calls', async () => {
    const investor = await signUp(server);
    const sessions = [await login(server, investor), await login(server, investor)];
    const id = Number((await call(server, 'GET', '/auth/me/', { token: sessions[0]?.access })).body.id);
    expect(await revokeAllSessions(server.app, id, 'operator-command')).toBe(2);
    for (const tokens of sessions) expect(await works(tokens)).toEqual({ access: 401, refresh: 401 });
  });

  describe('staff end an investor’s sessions', () => {
    let compliance: StaffAccount;
    let support: StaffAccount;

    beforeAll(async () => {
      [compliance, support] = await Promise.all([staffMember(server, 'compliance'), staffMember(server, 'support')]);
    });

    const endAll = (staff: StaffAccount, userId: number | string, body: unknown) =>
      call<{ revoked: number }>(server, 'POST', `/admin/users/${userId}/sessions/revoke/`, { token: staff.tokens.access, json: body });

    it('ends them all with a reason: audited, and the investor mailed in their language', async () => {
      const investor = await signUp(server);
      const sessions = [await login(server, investor), await login(server, investor)];
      const id = Number((await call(server, 'GET', '/auth/me/', { token: sessions[0]?.access })).body.id);
      await updateUsers(server.app, server.app.database.db, eq(user.id, id), { language: 'th' });

      const answer = await endAll(compliance, id, { reason: 'Phone reported stolen by phone call' });
      expect(answer).toMatchObject({ status: 200, body: { revoked: 2 } });
      for (const tokens of sessions) expect(await works(tokens)).toEqual({ access: 401, refresh: 401 });

      const audit = await call<Page<AuditEntry>>(server, 'GET', '/admin/audit/?action=user.sessions.revoke', {
        token: compliance.tokens.access,
      });
      expect(audit.body.results[0]).toMatchObject({
        actor: compliance.username,
        targetType: 'user',
        targetId: String(id),
        detail: { username: investor.username, reason: 'Phone reported stolen by phone call', sessions: 2 },
      });
      const mail = await server.mailbox.waitFor(investor.email, { subject: /ทุกอุปกรณ์/ });
      expect(mail.text).toContain('เหตุผล: Phone reported stolen by phone call');
      expect(mail.text).toContain('http://portal.test/login');
      // The investor signs in again as before.
      expect((await call(server, 'GET', '/auth/me/', { token: (await login(server, investor)).access })).status).toBe(200);
    });

    it('needs a reason, a permission that may block accounts, an investor that exists', async () => {
      const investor = await signUp(server);
      const tokens = await login(server, investor);
      const id = Number((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body.id);
      expect(await endAll(compliance, id, {})).toMatchObject({
        status: 400,
        body: { message: 'VALIDATION_FAILED', detail: { reason: 'REASON_REQUIRED' } },
      });
      expect(await endAll(compliance, id, { reason: '   ' })).toMatchObject({
        status: 400,
        body: { detail: { reason: 'REASON_REQUIRED' } },
      });
      expect(await endAll(compliance, id, { reason: 'x'.repeat(501) })).toMatchObject({
        status: 400,
        body: { detail: { reason: 'TEXT_TOO_LONG' } },
      });
      expect(await endAll(support, id, { reason: 'Asked by phone' })).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
      expect(await endAll(compliance, 2_147_483_647, { reason: 'Asked by phone' })).toMatchObject({
        status: 404,
        body: { message: 'USER_NOT_EXIST' },
      });
      // Staff accounts are not ended from the investors' page.
      expect(await endAll(compliance, support.id, { reason: 'Asked by phone' })).toMatchObject({
        status: 404,
        body: { message: 'USER_NOT_EXIST' },
      });
      expect((await call(server, 'GET', '/admin/users/', { token: support.tokens.access })).status).toBe(200);
      // An investor's token is no staff token.
      expect(await endAll({ ...support, tokens }, id, { reason: 'Asked by phone' })).toMatchObject({ status: 403 });
      // Nothing of the above ended the investor's session.
      expect((await call(server, 'GET', '/auth/me/', { token: tokens.access })).status).toBe(200);
    });
  });
});
