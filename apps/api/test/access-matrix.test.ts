import { ERROR_CODES } from '@ico/domain/errors';
import { roleCan, STAFF_ROLES, type StaffPermission, type StaffRole } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joining, message, notice, privateFile } from '../src/db/schema';
import { type ApiRoute, closeConnections, errorFormatProblem, fillPath, type RawAnswer, recordRoutes, send } from './support/abuse-routes';
import { type AccountsServer, createStaff, startAccountsServer } from './support/accounts';
import { insertJoining, insertSlip, multipart } from './support/admin-offerings';
import { insertInquiry } from './support/communication';
import { createInvestor, createOffering, type Investor } from './support/offerings';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

/**
 * The routes that answer without a token (HEAD goes with its GET). Every other route must refuse an anonymous
 * caller: a new route that forgets its guard answers without a token and fails the first test below.
 */
const PUBLIC_ROUTES = [
  'GET /api/health/',
  'GET /api/ready/',
  'GET /api/reference/holidays/',
  'GET /api/reference/client-config/',
  'POST /api/auth/send_email_verification_code/',
  'GET /api/auth/verification_link/',
  'POST /api/auth/user/create/',
  'POST /api/auth/user/activate/',
  'POST /api/auth/forgot_password/',
  'GET /api/auth/reset_password/',
  'POST /api/auth/reset_password/',
  'GET /api/auth/email_change/link/',
  'POST /api/auth/email_change/confirm/',
  'POST /api/auth/email_change/cancel/',
  'POST /api/auth/token/obtain/',
  'POST /api/auth/sign_in_link/',
  'POST /api/auth/sign_in_link/check/',
  'POST /api/auth/sign_in_link/obtain/',
  'POST /api/auth/token/refresh/',
  'POST /api/auth/logout/',
  'GET /api/icoportal/icos/',
  'GET /api/icoportal/ico/:id/',
  'GET /api/icoportal/icoprogress/:id/',
  'GET /api/icoportal/icoprogress/:id/events/',
  'GET /api/icoportal/monitoringdata/:id/',
  'GET /api/forum/noticespublic/',
  'GET /api/public-files/:id/',
  'POST /api/survay/inquiry/',
  'POST /api/auth/mfa_reset/check/',
  'POST /api/auth/mfa_reset/selfie/',
  'GET /api/receipts/:reference/',
];
const isPublic = (route: ApiRoute) => PUBLIC_ROUTES.includes(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`);

/** Ids that exist nowhere (no staff request below changes anything). */
const MISSING = { id: '2147483647', icoId: '2147483647', date: '1999-01-01' } as Record<string, string>;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access matrix over every private endpoint', () => {
  let server: AccountsServer;
  let routes: ApiRoute[];
  let investorA: Investor;
  let investorB: Investor;
  let staff: Record<StaffRole, string>;
  let adminWithoutMfa: string;
  /** A's own resources, by what they are. */
  let owned: { joiningId: number; slipId: string; documentId: string; messageId: number; offeringId: number };
  /** Text only A's resources contain: none of it may reach anyone else. */
  let markers: string[];
  /** Every id of A's resources, tried in every path parameter. */
  let ownedIds: string[];
  /** The title of a notice for members only. */
  let membersNotice: string;

  beforeAll(async () => {
    const recorded = await recordRoutes(() => startAccountsServer(ONE_DATABASE, {}, { socket: true }));
    server = recorded.started;
    routes = recorded.routes.api;
    const db = server.app.database.db;

    investorA = await createInvestor(server);
    investorB = await createInvestor(server);
    const roles = await Promise.all(STAFF_ROLES.map(async (role) => [role, (await createStaff(server, role)).tokens.access] as const));
    staff = Object.fromEntries(roles) as Record<StaffRole, string>;
    adminWithoutMfa = (await createStaff(server, 'admin', { mfa: false })).tokens.access;

    const offering = await createOffering(db);
    const joiningRow = await insertJoining(server, { userId: investorA.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT' });
    const slipId = await insertSlip(server, joiningRow);
    const document = await insertSubmission(server, investorA.id, 'bankFile');
    const secret = `secret-of-a-${investorA.username}`;
    const [inbox] = await db
      .insert(message)
      .values({ userId: investorA.id, title: `${secret}-title`, body: `${secret}-body` })
      .returning();
    const inquiry = await insertInquiry(server, { kind: 'MEMBER', userId: investorA.id, subject: `${secret}-inquiry` });
    membersNotice = `members-only-${investorB.username}`;
    await db
      .insert(notice)
      .values({ audience: 'MEMBERS', titleEN: membersNotice, bodyEN: 'Members only', titleTH: 'สมาชิก', bodyTH: 'สมาชิก' });
    if (!inbox) throw new Error('message not stored');

    owned = { joiningId: joiningRow.id, slipId, documentId: document.fileId, messageId: inbox.id, offeringId: offering.id };
    markers = [investorA.username, secret, joiningRow.address ?? 'no address', slipId, document.fileId];
    // A's session too: the session routes take its id in the path.
    const { sessionId } = await server.app.tokens.verifyAccess(investorA.token);
    ownedIds = [joiningRow.id, document.id, inbox.id, inquiry.id, investorA.id].map(String).concat([slipId, document.fileId, sessionId]);
  }, 180_000);

  afterAll(async () => {
    closeConnections();
    await server?.close();
  });

  function request(route: ApiRoute, options: { authorization?: string; params?: Record<string, string> | string; body?: unknown }) {
    const params = options.params ?? {};
    const path = fillPath(route, (param) => (typeof params === 'string' ? params : (params[param] ?? '1')));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.authorization) headers.authorization = options.authorization;
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
    if (hasBody) headers['content-type'] = 'application/json';
    return send(server.baseUrl, { method: route.method, path, headers, body: hasBody ? JSON.stringify(options.body ?? {}) : undefined });
  }
  const bearer = (token: string) => `Bearer ${token}`;
  /** The error code of an answer ('' when it is not an error in our format). */
  const codeOf = (route: ApiRoute, answer: RawAnswer) =>
    answer.status >= 400 && route.method !== 'HEAD' && !errorFormatProblem(route.method, answer)
      ? (JSON.parse(answer.text) as { message: string }).message
      : '';

  it('answers without a token on exactly the public routes, and 401 UNAUTHORIZED everywhere else', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const answering: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await request(route, {});
      if (answer.status !== 401) answering.push(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`);
      else if (errorFormatProblem(route.method, answer) || (route.method !== 'HEAD' && answer.text !== '{"message":"UNAUTHORIZED"}'))
        wrong.push(`${route.key}: ${answer.text}`);
    }
    expect([...new Set(answering)].sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(wrong).toEqual([]);
  });

  it("never shows an anonymous caller anything, whichever of A's ids is in the path", async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r) && r.params.length > 0)) {
      for (const id of ownedIds) {
        const answer = await request(route, { params: id });
        if (answer.status !== 401 || (route.method !== 'HEAD' && answer.text !== '{"message":"UNAUTHORIZED"}'))
          leaks.push(`${route.key} with ${id}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401 in the error format to a malformed or garbage bearer on every private route', async () => {
    const [, payload] = investorA.token.split('.');
    const garbage = [
      'Bearer',
      'Bearer ',
      'Bearer not-a-token',
      `Bearer ${'A'.repeat(5000)}`,
      'Bearer a.b.c',
      // A's own claims, unsigned: 'none' is not an algorithm the API accepts.
      `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `Bearer ${investorA.token.slice(0, -4)}AAAA`,
      `Bearer ${investorA.token} ${investorA.token}`,
      `Basic ${Buffer.from(`${investorA.username}:x`).toString('base64')}`,
      `Token ${investorA.token}`,
    ];
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      for (const authorization of garbage) {
        const answer = await request(route, { authorization, params: String(owned.joiningId) });
        const problem = errorFormatProblem(route.method, answer);
        if (answer.status !== 401 || problem)
          wrong.push(`${route.key} with '${authorization.slice(0, 40)}': ${answer.status} ${problem ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives investor B the spec's not-found answers for investor A's joining, slip, files and message", async () => {
    const b = bearer(investorB.token);
    const get = (path: string, authorization: string) =>
      send(server.baseUrl, { method: 'GET', path: `/api${path}`, headers: { authorization } });

    const joiningAnswer = await get(`/icoportal/joinings/${owned.joiningId}/`, b);
    expect([joiningAnswer.status, joiningAnswer.text]).toEqual([404, '{"message":"NO_JOINING_EXISTS"}']);
    for (const fileId of [owned.slipId, owned.documentId]) {
      const file = await get(`/files/${fileId}/`, b);
      expect([file.status, file.text]).toEqual([404, '{"message":"NOT_FOUND"}']);
    }
    const read = await send(server.baseUrl, {
      method: 'POST',
      path: `/api/forum/messages/${owned.messageId}/`,
      headers: { authorization: b },
    });
    expect([read.status, read.text]).toEqual([404, '{"message":"MESSAGE_NOT_EXIST"}']);
    const slip = await multipart(server, 'POST', `/icoportal/paymentslip_file/${owned.joiningId}/`, investorB.token, [
      { field: 'paymentSlipFilePrivate' },
    ]);
    expect([slip.status, slip.body]).toEqual([404, { message: 'NO_JOINING_EXISTS' }]);

    // B's own lists name nothing of A's.
    for (const path of [
      '/icoportal/joinings/',
      '/forum/messages/',
      '/forum/notices/',
      '/auth/verification/',
      '/auth/me/',
      '/auth/loginhistory/',
    ]) {
      const list = await get(path, b);
      expect(list.status, path).toBe(200);
      expect(
        markers.filter((marker) => list.text.includes(marker)),
        path,
      ).toEqual([]);
    }
    // Visitors do not see a members' notice.
    const publicNotices = await get('/forum/noticespublic/', '');
    expect(publicNotices.status).toBe(200);
    expect(publicNotices.text).not.toContain(membersNotice);
    expect((await get('/forum/notices/', b)).text).toContain(membersNotice);
  });

  it("never hands investor B anything of A's on any investor route, whichever of A's ids is in the path", async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r) && !r.staffPermissions)) {
      for (const id of route.params.length > 0 ? ownedIds : ['']) {
        const answer = await request(route, { authorization: bearer(investorB.token), params: id });
        const problem = errorFormatProblem(route.method, answer);
        const shown = markers.filter((marker) => answer.text.includes(marker));
        if (problem || shown.length > 0)
          leaks.push(`${route.key} with '${id}': ${answer.status} ${problem ?? `shows ${shown.join(', ')}`}`);
      }
    }
    expect(leaks).toEqual([]);

    // Nothing of A's changed, and every id was real: A still gets each of them.
    const db = server.app.database.db;
    const [joiningRow] = await db.select().from(joining).where(eq(joining.id, owned.joiningId));
    expect(joiningRow?.status).toBe('WAITING_FOR_PAYMENT');
    expect(await db.select().from(privateFile).where(eq(privateFile.joiningId, owned.joiningId))).toHaveLength(1);
    const [inbox] = await db.select().from(message).where(eq(message.id, owned.messageId));
    expect(inbox?.isRead).toBe(false);
    const a = { authorization: bearer(investorA.token) };
    for (const path of [`/api/icoportal/joinings/${owned.joiningId}/`, `/api/files/${owned.slipId}/`, `/api/files/${owned.documentId}/`]) {
      expect((await send(server.baseUrl, { method: 'GET', path, headers: a })).status, path).toBe(200);
    }
    expect((await send(server.baseUrl, { method: 'POST', path: `/api/forum/messages/${owned.messageId}/`, headers: a })).status).toBe(200);
  });

  it('guards every /admin route with a staff permission', () => {
    const admin = routes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.filter((route) => !route.staffPermissions?.length).map((route) => route.key)).toEqual([]);
  });

  it('admits to each back-office route exactly the roles the permission table grants, and no investor', async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => r.staffPermissions)) {
      const permissions = route.staffPermissions as readonly StaffPermission[];
      const callers: { who: string; token: string; expected: string }[] = [
        { who: 'investor', token: investorA.token, expected: 'FORBIDDEN' },
        { who: 'admin without two-factor', token: adminWithoutMfa, expected: 'MFA_REQUIRED' },
        ...STAFF_ROLES.map((role) => ({
          who: role,
          token: staff[role],
          expected: permissions.some((permission) => roleCan(role, permission)) ? 'admitted' : 'FORBIDDEN',
        })),
      ];
      for (const caller of callers) {
        const answer = await request(route, { authorization: bearer(caller.token), params: MISSING });
        const problem = errorFormatProblem(route.method, answer);
        const admitted = answer.status !== 401 && answer.status !== 403;
        const ok =
          !problem &&
          (caller.expected === 'admitted'
            ? admitted
            : answer.status === ERROR_CODES.FORBIDDEN && (route.method === 'HEAD' || codeOf(route, answer) === caller.expected));
        if (!ok)
          mismatches.push(
            `${route.key} as ${caller.who}: expected ${caller.expected}, got ${answer.status} ${problem ?? answer.text.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('shows a private file to staff only as the permission table says: slips to joining operators, documents to screeners', async () => {
    const mismatches: string[] = [];
    const files = [
      { id: owned.slipId, permission: 'joinings.operate' as const },
      { id: owned.documentId, permission: 'verification.screen' as const },
    ];
    for (const file of files) {
      const callers = [
        ...STAFF_ROLES.map((role) => ({ who: role, token: staff[role], sees: roleCan(role, file.permission) })),
        { who: 'admin without two-factor', token: adminWithoutMfa, sees: false },
      ];
      for (const caller of callers) {
        const answer = await send(server.baseUrl, {
          method: 'GET',
          path: `/api/files/${file.id}/`,
          headers: { authorization: bearer(caller.token) },
        });
        const expected = caller.sees ? [200] : [404, '{"message":"NOT_FOUND"}'];
        const got = caller.sees ? [answer.status] : [answer.status, answer.text];
        if (JSON.stringify(got) !== JSON.stringify(expected))
          mismatches.push(`${file.permission} file as ${caller.who}: ${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
