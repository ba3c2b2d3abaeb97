import { randomBytes } from 'node:crypto';
import { meSchema, type UserSummary, userSummarySchema } from '@ico/domain/account';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { AuditEntry } from '@ico/domain/contracts/audit';
import type { StaffMember, StaffProposalAnswer } from '@ico/domain/contracts/staff';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffPermission } from '@ico/domain/staff';
import { VALIDATION_KEYS } from '@ico/domain/validation-keys';
import { newCorporate } from '@ico/testing/investors';
import { linkIn, type ParsedMail } from '@ico/testing/mime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import {
  type AccountsServer,
  call,
  enableTwoFactor,
  type InvestorInput,
  login,
  otpCode,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { newStaffInput } from './support/staff-proposals';
import { createPostgresDatabase, createTempDir, ONE_DATABASE, removeDir, TEST_ADMIN_PASSWORD } from './support/test-server';

type Page<T> = { results: T[]; count: number };

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** Random Thai consonants (ก..ฮ), for a name part nobody else has. */
const thaiMarker = (length: number) => [...randomBytes(length)].map((b) => String.fromCharCode(0x0e01 + (b % 46))).join('');

/** The code of the set-password link mailed to `email`, checking the link's form. */
function setPasswordCode(mail: ParsedMail, email: string): string {
  const link = linkIn(mail, '/register/');
  const match = new RegExp(`^http://portal\\.test/register/${encodeURIComponent(email)}/([A-Za-z0-9_-]{32})$`).exec(link);
  expect(match, link).not.toBeNull();
  return match?.[1] ?? '';
}

type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  permission: StaffPermission;
  path: (userId: number) => string;
  body?: () => unknown;
  ok: number;
};

/** Every back-office call, with a valid request and its success status. */
const ENDPOINTS: Endpoint[] = [
  { name: 'user search', method: 'GET', permission: 'users.read', path: () => '/admin/users/', ok: 200 },
  { name: 'user detail', method: 'GET', permission: 'users.read', path: (id) => `/admin/users/${id}/`, ok: 200 },
  {
    name: 'level change',
    method: 'POST',
    permission: 'users.level',
    path: (id) => `/admin/users/${id}/level/`,
    body: () => ({ level: 'PROFESSIONAL_INVESTOR_LEVEL', reason: 'Inquiry 5 documents checked' }),
    ok: 200,
  },
  {
    name: 'corporate creation',
    method: 'POST',
    permission: 'users.createCorporate',
    path: () => '/admin/corporate/',
    body: newCorporate,
    ok: 201,
  },
  { name: 'staff list', method: 'GET', permission: 'staff.manage', path: () => '/admin/staff/', ok: 200 },
  {
    name: 'staff proposal',
    method: 'POST',
    permission: 'staff.manage',
    path: () => '/admin/staff/',
    body: () => newStaffInput('support'),
    ok: 202,
  },
  { name: 'audit log', method: 'GET', permission: 'audit.read', path: () => '/admin/audit/', ok: 200 },
];

describe.each([ONE_DATABASE])('back office on %s', (database) => {
  let server: AccountsServer;
  let admin: StaffAccount;
  let investor: InvestorInput;
  let investorTokens: Tokens;
  let investorId: number;
  /** The server's data, kept by the test so the last test can start a second server on it. */
  const env: Record<string, string> = {};
  let dropDatabase: (() => Promise<void>) | undefined;

  const get = <T = Record<string, unknown>>(path: string, token = admin.tokens.access) => call<T>(server, 'GET', path, { token });
  const post = <T = Record<string, unknown>>(path: string, json: unknown, token = admin.tokens.access) =>
    call<T>(server, 'POST', path, { json, token });
  const newestAudit = async (action?: string) =>
    (await get<Page<AuditEntry>>(`/admin/audit/${action ? `?action=${action}` : ''}`)).body.results[0];

  beforeAll(async () => {
    // An empty database, not the copied template: 'the first administrator' checks what a genuine first start makes.
    env.DATA_DIR = await createTempDir('admin');
    if (database === 'postgres') {
      const created = await createPostgresDatabase();
      env.DATABASE_URL = created.url;
      dropDatabase = created.drop;
    }
    server = await startAccountsServer(database, env);
    admin = await staffMember(server, 'admin');
    investor = await signUp(server);
    investorTokens = await login(server, investor);
    investorId = Number((await call(server, 'GET', '/auth/me/', { token: investorTokens.access })).body.id);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await dropDatabase?.();
    if (env.DATA_DIR) await removeDir(env.DATA_DIR);
  });

  describe('access', () => {
    it('answers 401 without a token on every call', async () => {
      for (const endpoint of ENDPOINTS) {
        const answer = await call(server, endpoint.method, endpoint.path(investorId), endpoint.body ? { json: endpoint.body() } : {});
        expect(answer.status, endpoint.name).toBe(401);
        expect(answer.body).toEqual({ message: 'UNAUTHORIZED' });
      }
    });

    it('answers 403 FORBIDDEN to an investor on every call', async () => {
      for (const endpoint of ENDPOINTS) {
        const answer = await call(server, endpoint.method, endpoint.path(investorId), {
          token: investorTokens.access,
          ...(endpoint.body ? { json: endpoint.body() } : {}),
        });
        expect(answer.status, endpoint.name).toBe(403);
        expect(answer.body).toEqual({ message: 'FORBIDDEN' });
      }
    });

    it('answers 403 MFA_REQUIRED on every call to staff without two-factor', async () => {
      const staff = await staffMember(server, 'admin', { mfa: false });
      for (const endpoint of ENDPOINTS) {
        const answer = await call(server, endpoint.method, endpoint.path(investorId), {
          token: staff.tokens.access,
          ...(endpoint.body ? { json: endpoint.body() } : {}),
        });
        expect(answer.status, endpoint.name).toBe(403);
        expect(answer.body).toEqual({ message: 'MFA_REQUIRED' });
      }
    });

    it.each(STAFF_ROLES)('gives the %s role exactly the rights of ROLE_PERMISSIONS', async (role) => {
      const staff = role === 'admin' ? admin : await staffMember(server, role);
      const target = await signUp(server);
      const targetId = Number((await call(server, 'GET', '/auth/me/', { token: (await login(server, target)).access })).body.id);
      for (const endpoint of ENDPOINTS) {
        const allowed = ROLE_PERMISSIONS[role].includes(endpoint.permission);
        const answer = await call(server, endpoint.method, endpoint.path(targetId), {
          token: staff.tokens.access,
          ...(endpoint.body ? { json: endpoint.body() } : {}),
        });
        const what = `${role} ${endpoint.name}`;
        if (allowed) {
          expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(endpoint.ok);
        } else {
          expect(answer.status, what).toBe(403);
          expect(answer.body, what).toEqual({ message: 'FORBIDDEN' });
        }
      }
    });

    it('follows the matrix of the brief for support and compliance', () => {
      // Support reads users, answers inquiries and writes to investors; nothing that changes a level or a status.
      expect(ROLE_PERMISSIONS.support).toEqual(['users.read', 'messages.send', 'inquiries.answer']);
      expect(ROLE_PERMISSIONS.compliance).toEqual(expect.arrayContaining(['users.read', 'users.level', 'audit.read']));
      expect(ROLE_PERMISSIONS.compliance).not.toContain('staff.manage');
    });
  });

  describe('user search and detail', () => {
    const marker = hex(3);
    let pageIds: number[];
    let found: InvestorInput;

    beforeAll(async () => {
      // 27 investors straight into the database (a factory): more than one page, 3 of them retail investors.
      const rows = await server.app.database.db
        .insert(user)
        .values(
          Array.from({ length: 27 }, (_, i): typeof user.$inferInsert => ({
            username: `p${marker}${i}`,
            email: `page-${marker}-${i}@example.com`,
            nationality: 'THAI',
            firstNameEN: 'Paged',
            lastNameEN: 'Investor',
            firstNameTH: 'ทดสอบ',
            lastNameTH: 'หน้า',
            userLevel: i < 3 ? 'RETAIL_INVESTOR_LEVEL' : 'VIEWER_LEVEL',
          })),
        )
        .returning({ id: user.id });
      pageIds = rows.map((row) => row.id);
      found = await signUp(server, { username: `un${hex(4)}`, email: `em-${hex(4)}@example.com`, lastNameTH: `ใจ${thaiMarker(6)}` });
    });

    it.each([
      ['a username part', (i: InvestorInput) => i.username.slice(2, 8)],
      ['a username part in capitals', (i: InvestorInput) => i.username.slice(2, 8).toUpperCase()],
      ['an e-mail part', (i: InvestorInput) => i.email.slice(3, 9)],
      ['a Thai name part', (i: InvestorInput) => i.lastNameTH.slice(2, 6)],
    ])('finds an investor by %s', async (_what, part) => {
      const answer = await get<Page<UserSummary>>(`/admin/users/?q=${encodeURIComponent(part(found))}`);
      expect(answer.status).toBe(200);
      expect(answer.body.count).toBe(1);
      expect(answer.body.results).toHaveLength(1);
      const summary = userSummarySchema.strict().parse(answer.body.results[0]);
      expect(summary).toMatchObject({ username: found.username, email: found.email, role: null, individual: 'individual' });
    });

    it('pages 25 at a time, newest first', async () => {
      const q = `page-${marker}`;
      const first = await get<Page<UserSummary>>(`/admin/users/?q=${q}`);
      const second = await get<Page<UserSummary>>(`/admin/users/?q=${q}&page=2`);
      const third = await get<Page<UserSummary>>(`/admin/users/?q=${q}&page=3`);
      expect(first.body.count).toBe(27);
      expect(second.body.count).toBe(27);
      expect(first.body.results).toHaveLength(ADMIN_PAGE_SIZE);
      expect(ADMIN_PAGE_SIZE).toBe(25);
      expect(second.body.results).toHaveLength(2);
      expect(third.body).toEqual({ results: [], count: 27 });
      const ids = [...first.body.results, ...second.body.results].map((u) => u.id);
      expect(ids).toEqual([...pageIds].sort((a, b) => b - a));
      const bad = await get('/admin/users/?page=0');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'VALIDATION_FAILED', detail: { page: 'INVALID_PARAMETER' } });
    });

    it('filters by level', async () => {
      const retail = await get<Page<UserSummary>>(`/admin/users/?q=page-${marker}&level=RETAIL_INVESTOR_LEVEL`);
      expect(retail.body.count).toBe(3);
      expect(retail.body.results.map((u) => u.userLevel)).toEqual(Array(3).fill('RETAIL_INVESTOR_LEVEL'));
      const viewers = await get<Page<UserSummary>>(`/admin/users/?q=page-${marker}&level=VIEWER_LEVEL`);
      expect(viewers.body.count).toBe(24);
      const unknown = await get('/admin/users/?level=GOD');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ message: 'VALIDATION_FAILED', detail: { level: 'INVALID_OPTION' } });
    });

    it('leaves staff out of the user search', async () => {
      for (const q of [admin.username, 'staff-', 'admin']) {
        const answer = await get<Page<UserSummary>>(`/admin/users/?q=${q}`);
        expect(answer.body, q).toEqual({ results: [], count: 0 });
      }
      const all = await get<Page<UserSummary>>('/admin/users/');
      expect(all.body.count).toBeGreaterThan(27);
      expect(all.body.results.every((u) => u.role === null)).toBe(true);
    });

    it('takes % and _ in a query literally', async () => {
      for (const q of ['%', '_', `page%${marker}`, `page_${marker}`, '\\']) {
        const answer = await get<Page<UserSummary>>(`/admin/users/?q=${encodeURIComponent(q)}`);
        expect(answer.status, q).toBe(200);
        expect(answer.body, q).toEqual({ results: [], count: 0 });
      }
    });

    it('answers a validation key for a query over 100 characters', async () => {
      const answer = await get<{ message: string; detail: Record<string, string> }>(`/admin/users/?q=${'x'.repeat(101)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.detail)).toEqual(['q']);
      // The contract: detail answers validation keys the web app translates, never zod's English.
      expect(VALIDATION_KEYS).toContain(answer.body.detail.q);
    });

    it('answers the detail of a user: the Me fields and the sign-ins', async () => {
      const tokens = await login(server, found);
      const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
      const detail = await get<{ user: unknown; loginHistory: Array<{ ipAddress: string; created_at: string }> }>(
        `/admin/users/${me.body.id}/`,
      );
      expect(detail.status).toBe(200);
      expect(Object.keys(detail.body).sort()).toEqual(['loginHistory', 'passwordSet', 'screening', 'user']);
      // Issue 30: no case, nothing held.
      expect(detail.body).toMatchObject({ passwordSet: true, screening: { state: 'CLEAR', caseId: null } });
      expect(meSchema.strict().parse(detail.body.user)).toEqual(me.body);
      expect(detail.body.loginHistory).toHaveLength(1);
      expect(detail.body.loginHistory[0]?.ipAddress).toBe('127.0.0.1');
    });

    it('answers 404 USER_NOT_EXIST for an unknown id and 400 for a malformed one', async () => {
      const unknown = await get('/admin/users/2147483647/');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'USER_NOT_EXIST' });
      for (const id of ['abc', '0', '1.5', '99999999999']) {
        const malformed = await get(`/admin/users/${id}/`);
        expect(malformed.status, id).toBe(400);
        expect(malformed.body, id).toEqual({ message: 'VALIDATION_FAILED', detail: { id: 'INVALID_PARAMETER' } });
      }
    });
  });

  describe('level changes', () => {
    it('sets a level with a reason, shown to the investor and in the audit log', async () => {
      const person = await signUp(server);
      const tokens = await login(server, person);
      const id = Number((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body.id);
      const reason = 'Inquiry 5: professional investor documents checked';
      const answer = await post<{ user: UserSummary }>(`/admin/users/${id}/level/`, { level: 'PROFESSIONAL_INVESTOR_LEVEL', reason });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['user']);
      expect(userSummarySchema.strict().parse(answer.body.user)).toMatchObject({
        id,
        username: person.username,
        userLevel: 'PROFESSIONAL_INVESTOR_LEVEL',
        role: null,
      });
      expect((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body).toMatchObject({
        userLevel: 'PROFESSIONAL_INVESTOR_LEVEL',
      });

      const entry = await newestAudit();
      expect(entry).toEqual({
        id: expect.any(Number),
        actor: admin.username,
        action: 'user.level.change',
        targetType: 'user',
        targetId: String(id),
        detail: { username: person.username, from: 'VIEWER_LEVEL', to: 'PROFESSIONAL_INVESTOR_LEVEL', reason },
        ipAddress: '127.0.0.1',
        created_at: expect.any(String),
      });
    });

    it('refuses a missing reason, an unknown level and unknown users, and audits none of it', async () => {
      const before = (await get<Page<AuditEntry>>('/admin/audit/?action=user.level.change')).body.count;
      for (const [body, detail] of [
        [{ level: 'BLOCKED_LEVEL' }, { reason: 'REASON_REQUIRED' }],
        [{ level: 'BLOCKED_LEVEL', reason: '   ' }, { reason: 'REASON_REQUIRED' }],
        [{ level: 'GOD', reason: 'x' }, { level: 'SELECT_REQUIRED' }],
      ] as const) {
        const answer = await post(`/admin/users/${investorId}/level/`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail });
      }
      const unknown = await post('/admin/users/2147483647/level/', { level: 'BLOCKED_LEVEL', reason: 'x' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'USER_NOT_EXIST' });
      // No one sets their own level (issue 16), and staff are not investors: a colleague's level is not set here.
      const own = await post(`/admin/users/${admin.id}/level/`, { level: 'BLOCKED_LEVEL', reason: 'x' });
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ message: 'SELF_ACTION_FORBIDDEN' });
      const colleague = await staffMember(server, 'support');
      const staff = await post(`/admin/users/${colleague.id}/level/`, { level: 'BLOCKED_LEVEL', reason: 'x' });
      expect(staff.status).toBe(404);
      expect(staff.body).toEqual({ message: 'USER_NOT_EXIST' });
      expect((await get<Page<AuditEntry>>('/admin/audit/?action=user.level.change')).body.count).toBe(before);
    });
  });

  describe('audit log', () => {
    it('filters by action, newest first', async () => {
      const answer = await get<Page<AuditEntry>>('/admin/audit/?action=user.level.change');
      expect(answer.status).toBe(200);
      expect(answer.body.count).toBeGreaterThanOrEqual(1);
      expect(answer.body.results.every((e) => e.action === 'user.level.change')).toBe(true);
      const all = await get<Page<AuditEntry>>('/admin/audit/');
      const times = all.body.results.map((e) => Date.parse(e.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(all.body.results.map((e) => e.action)).size).toBeGreaterThan(1);
      const unknown = await get('/admin/audit/?action=user.delete');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ message: 'VALIDATION_FAILED', detail: { action: 'INVALID_OPTION' } });
    });

    it('records staff sign-ins, not investor sign-ins', async () => {
      const before = (await get<Page<AuditEntry>>('/admin/audit/?action=staff.login')).body.count;
      await login(server, investor);
      expect((await get<Page<AuditEntry>>('/admin/audit/?action=staff.login')).body.count).toBe(before);
      const staff = await staffMember(server, 'support');
      const after = await get<Page<AuditEntry>>('/admin/audit/?action=staff.login');
      expect(after.body.count).toBe(before + 1);
      expect(after.body.results[0]).toMatchObject({
        actor: staff.username,
        action: 'staff.login',
        targetType: 'user',
        targetId: String(staff.id),
        ipAddress: '127.0.0.1',
      });
    });
  });

  describe('corporate accounts', () => {
    it('opens a corporate account; the investor sets the password by the mailed link, once', async () => {
      const corporate = newCorporate();
      const created = await post<{ user: UserSummary }>('/admin/corporate/', corporate);
      expect(created.status).toBe(201);
      expect(userSummarySchema.strict().parse(created.body.user)).toMatchObject({
        username: corporate.username,
        email: corporate.email,
        individual: 'corporate',
        nationality: 'THAI',
        userLevel: 'VIEWER_LEVEL',
        role: null,
        mfa_enabled: false,
      });
      const mail = await server.mailbox.waitFor(corporate.email);
      expect(mail.subject).toBe('SiamICO: set the password of your account');
      expect(mail.text).toContain(corporate.username);
      const code = setPasswordCode(mail, corporate.email);

      // No password before the link is used.
      expect(
        (await call(server, 'POST', '/auth/token/obtain/', { json: { username: corporate.username, password: 'Any-passw0rd!' } })).status,
      ).toBe(401);
      const link = await call(server, 'GET', `/auth/verification_link/?email=${encodeURIComponent(corporate.email)}&code=${code}`);
      expect(link.status).toBe(200);
      expect(link.body).toEqual({ purpose: 'activate', username: corporate.username });
      // A set-password link is no sign-up link.
      const asSignUp = await call(server, 'POST', '/auth/user/create/', {
        json: {
          username: `x${hex(4)}`,
          email: corporate.email,
          password: 'Corp-Passw0rd!',
          firstNameEN: 'Anan',
          lastNameEN: 'Director',
          firstNameTH: 'อนันต์',
          lastNameTH: 'ผู้จัดการ',
          nationality: 'THAI',
          individual: 'individual',
          agreementCheck: true,
          verificationCode: code,
        },
      });
      expect(asSignUp.status).toBe(400);
      expect(asSignUp.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });

      const weak = await call(server, 'POST', '/auth/user/activate/', {
        json: { email: corporate.email, verificationCode: code, password: 'weak' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body).toEqual({ message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_MORE_THAN_8' } });
      // Not 'Corp-Passw0rd!': a common password after a word of the address (corp-...@) is refused.
      const password = 'Teak-Harbour-31!';
      const activated = await call(server, 'POST', '/auth/user/activate/', {
        json: { email: corporate.email, verificationCode: code, password },
      });
      expect(activated.status).toBe(200);
      expect(activated.body).toEqual({ message: 'PASSWORD_SET' });

      const tokens = await login(server, { username: corporate.username, password });
      const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
      expect(me.body).toMatchObject({
        username: corporate.username,
        individual: 'corporate',
        companyName: 'Siam Widgets Co., Ltd.',
        firstNameTH: 'อนันต์',
        lastNameTH: 'ผู้จัดการ',
        role: null,
      });

      const again = await call(server, 'POST', '/auth/user/activate/', {
        json: { email: corporate.email, verificationCode: code, password: 'Other-Passw0rd!' },
      });
      expect(again.status).toBe(400);
      // The link set the password: its owner logs in (issue 19).
      expect(again.body).toEqual({ message: 'LINK_USED' });
      expect(
        (await call(server, 'POST', '/auth/token/obtain/', { json: { username: corporate.username, password: 'Other-Passw0rd!' } })).status,
      ).toBe(401);

      const entry = (await get<Page<AuditEntry>>('/admin/audit/?action=user.corporate.create')).body.results.find(
        (e) => e.targetId === String(created.body.user.id),
      );
      expect(entry).toMatchObject({
        actor: admin.username,
        action: 'user.corporate.create',
        targetType: 'user',
        detail: { username: corporate.username, companyName: corporate.companyName },
      });
    });

    it('refuses a taken username or e-mail with 409 and the field', async () => {
      const corporate = newCorporate();
      expect((await post('/admin/corporate/', corporate)).status).toBe(201);
      const sameName = await post('/admin/corporate/', { ...newCorporate(), username: corporate.username });
      expect(sameName.status).toBe(409);
      expect(sameName.body).toEqual({ message: 'USERNAME_EXISTS', detail: { username: 'USERNAME_EXISTS' } });
      const sameEmail = await post('/admin/corporate/', { ...newCorporate(), email: corporate.email.toUpperCase() });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ message: 'EMAIL_EXISTS', detail: { email: 'EMAIL_EXISTS' } });
      const investorEmail = await post('/admin/corporate/', { ...newCorporate(), email: investor.email });
      expect(investorEmail.status).toBe(409);
      expect(investorEmail.body).toEqual({ message: 'EMAIL_EXISTS', detail: { email: 'EMAIL_EXISTS' } });
    });

    it('validates the corporate form', async () => {
      const answer = await post('/admin/corporate/', { ...newCorporate(), companyName: '', firstNameTH: 'Latin', nationality: 'X' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'VALIDATION_FAILED',
        detail: { companyName: 'COMPANY_NAME_REQUIRED', firstNameTH: 'NAME_TH_SPECIAL', nationality: 'SELECT_REQUIRED' },
      });
    });

    it('answers a validation key for an unknown mail language', async () => {
      const answer = await post<{ message: string; detail: Record<string, string> }>('/admin/corporate/', {
        ...newCorporate(),
        language: 'fr',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.detail)).toEqual(['language']);
      expect(VALIDATION_KEYS).toContain(answer.body.detail.language);
    });
  });

  describe('staff accounts', () => {
    it('adds a staff member (proposed, approved by a second administrator) who sets a password, then needs two-factor, then has the rights of the role', async () => {
      const input = newStaffInput('support');
      const proposed = await post<StaffProposalAnswer>('/admin/staff/', input);
      expect(proposed.status).toBe(202);
      const secondAdmin = await staffMember(server, 'admin');
      const approved = await post<StaffProposalAnswer>(
        `/admin/staff-proposals/${proposed.body.proposal.id}/approve/`,
        {},
        secondAdmin.tokens.access,
      );
      expect(approved.status).toBe(200);
      const created = await get<Page<StaffMember>>('/admin/staff/');
      const member = created.body.results.find((u) => u.username === input.username);
      expect(member).toMatchObject({
        username: input.username,
        email: input.email,
        role: 'support',
        mfa_enabled: false,
        passwordSet: false,
      });
      expect(member?.id).toBe(approved.body.proposal.subjectId);
      const mail = await server.mailbox.waitFor(input.email);
      const code = setPasswordCode(mail, input.email);
      expect((await call(server, 'GET', `/auth/verification_link/?email=${encodeURIComponent(input.email)}&code=${code}`)).body).toEqual({
        purpose: 'activate',
        username: input.username,
      });
      const password = 'Lantern-Orchid-52!';
      expect(
        (await call(server, 'POST', '/auth/user/activate/', { json: { email: input.email, verificationCode: code, password } })).status,
      ).toBe(200);

      const tokens = await login(server, { username: input.username, password });
      expect((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body).toMatchObject({
        role: 'support',
        mfa_enabled: false,
      });
      const beforeMfa = await get('/admin/users/', tokens.access);
      expect(beforeMfa.status).toBe(403);
      expect(beforeMfa.body).toEqual({ message: 'MFA_REQUIRED' });

      // The back office serves a session that signed in with the second factor.
      const secret = (await enableTwoFactor(server, { token: tokens.access, password }, otpCode)).secret;
      const withCode = await login(server, { username: input.username, password, otp: await otpCode(secret, 1) });
      expect((await get('/admin/users/', withCode.access)).status).toBe(200);
      for (const path of ['/admin/staff/', '/admin/audit/']) {
        const answer = await get(path, withCode.access);
        expect(answer.status, path).toBe(403);
        expect(answer.body).toEqual({ message: 'FORBIDDEN' });
      }

      const list = await get<Page<UserSummary>>('/admin/staff/');
      expect(list.body.results.find((u) => u.username === input.username)).toMatchObject({ role: 'support', mfa_enabled: true });
      expect(list.body.results.every((u) => u.role !== null)).toBe(true);
      expect(list.body.results.find((u) => u.username === investor.username)).toBeUndefined();

      const entry = (await get<Page<AuditEntry>>('/admin/audit/?action=staff.create')).body.results.find(
        (e) => e.targetId === String(member?.id),
      );
      expect(entry).toMatchObject({
        actor: secondAdmin.username,
        detail: { username: input.username, role: 'support', proposedBy: admin.id, proposalId: proposed.body.proposal.id },
      });
      const login2 = (await get<Page<AuditEntry>>('/admin/audit/?action=staff.login')).body.results[0];
      expect(login2).toMatchObject({ actor: input.username, targetId: String(member?.id) });
    });

    it('refuses taken names, unknown roles', async () => {
      const sameName = await post('/admin/staff/', { ...newStaffInput('operations'), username: investor.username });
      expect(sameName.status).toBe(409);
      expect(sameName.body).toEqual({ message: 'USERNAME_EXISTS', detail: { username: 'USERNAME_EXISTS' } });
      const sameEmail = await post('/admin/staff/', { ...newStaffInput('operations'), email: investor.email });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ message: 'EMAIL_EXISTS', detail: { email: 'EMAIL_EXISTS' } });
      const badRole = await post('/admin/staff/', { ...newStaffInput('operations'), role: 'god' });
      expect(badRole.status).toBe(400);
      expect(badRole.body).toEqual({ message: 'VALIDATION_FAILED', detail: { role: 'SELECT_REQUIRED' } });
    });
  });

  describe('the first administrator', () => {
    it("is 'admin' with ADMIN_PASSWORD, and must turn two-factor on before the back office opens", async () => {
      const tokens = await login(server, { username: 'admin', password: TEST_ADMIN_PASSWORD });
      const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
      expect(me.body).toMatchObject({ username: 'admin', role: 'admin', mfa_enabled: false });
      const answer = await get('/admin/users/', tokens.access);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'MFA_REQUIRED' });
      const bootstrap = await get<Page<AuditEntry>>('/admin/audit/?action=admin.bootstrap');
      expect(bootstrap.body.count).toBe(1);
      expect(bootstrap.body.results[0]).toMatchObject({ actor: 'admin', targetId: String(me.body.id) });
    });

    it('is not created again, nor its password reset, when the server starts again on the same data', async () => {
      const admins = () =>
        server.app.database.db
          .select({ id: user.id, username: user.username, passwordHash: user.passwordHash })
          .from(user)
          .where(eq(user.role, 'admin'))
          .orderBy(user.id);
      const before = await admins();
      expect(before.filter((a) => a.username === 'admin')).toHaveLength(1);
      await server.close();
      const otherPassword = 'Another-admin-Passw0rd!';
      server = await startAccountsServer(database, { ...env, ADMIN_PASSWORD: otherPassword });

      expect(await admins()).toEqual(before);
      const bootstrap = await get<Page<AuditEntry>>('/admin/audit/?action=admin.bootstrap');
      expect(bootstrap.status).toBe(200);
      expect(bootstrap.body.count).toBe(1);
      expect(
        (await call(server, 'POST', '/auth/token/obtain/', { json: { username: 'admin', password: TEST_ADMIN_PASSWORD } })).status,
      ).toBe(200);
      const other = await call(server, 'POST', '/auth/token/obtain/', { json: { username: 'admin', password: otherPassword } });
      expect(other.status).toBe(401);
      expect(other.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });
    });
  });
});
