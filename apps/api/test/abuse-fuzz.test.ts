import { pageQuerySchema, publicInquiryRequestSchema } from '@ico/domain/communication';
import { mfaResetCodeSchema } from '@ico/domain/contracts/mfa-resets';
import { COMPANY_FILE_FIELDS } from '@ico/domain/contracts/verification';
import { memberInquirySchema } from '@ico/domain/inquiry-schemas';
import { agreementSchema, joinRequestSchema } from '@ico/domain/join-schemas';
import {
  BANK_FILE_FIELD,
  bankFileSchema,
  companyFileSchema,
  foreignDetailInfoSchema,
  IDENTITY_FILE_FIELDS,
  PAYMENT_SLIP_FIELD,
  thaiDetailInfoSchema,
} from '@ico/domain/kyc-schemas';
import { MONITORING_FILE_FIELDS, OFFERING_IMAGE_FIELDS } from '@ico/domain/offering-admin';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, notice, user } from '../src/db/schema';
import { domainFieldSets, type FuzzBody, fieldSetsOf, fuzzBody, fuzzPathValue, fuzzQuery, nearlyValidBody } from './support/abuse-inputs';
import {
  type ApiRoute,
  closeConnections,
  errorFormatProblem,
  fillPath,
  type RecordedRoutes,
  recordRoutes,
  send,
} from './support/abuse-routes';
import { type AccountsServer, createStaff, startAccountsServer } from './support/accounts';
import { insertJoining, insertSlip } from './support/admin-offerings';
import { insertInquiry } from './support/communication';
import { createInvestor, createOffering } from './support/offerings';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

/**
 * The seed of every property here: fixed, so a run is repeatable; a failure prints it with the shrunk request.
 * `ABUSE_FUZZ_SEED=<n>` replays a reported seed or explores another one.
 */
const SEED = Number(process.env.ABUSE_FUZZ_SEED ?? 20_240_607);
/** Each route's own seed, derived from SEED and its key: routes draw different requests, and adding one changes no other. */
const seedOf = (route: ApiRoute) => [...route.key].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619), SEED) | 0;
/**
 * Runs per route (about 2,000 requests in all, some 10 s of CPU): most where a schema says what the route reads,
 * fewer where it reads nothing but its path, fewest for HEAD, which runs the GET handler and has no body to check.
 */
const RUNS = { withSchema: 30, plain: 12, head: 3 };

/**
 * Routes that take a loose record and check it with a domain schema in their handler, which their options do not
 * show: the fields to aim at. Only a hint: every route also gets bodies built from every domain schema's fields.
 */
const HANDLER_SCHEMAS: Record<string, unknown[]> = {
  'POST /api/auth/detail_info/': [thaiDetailInfoSchema, foreignDetailInfoSchema],
  'POST /api/auth/bank_file/': [bankFileSchema],
  'POST /api/auth/company_file/': [companyFileSchema],
  'POST /api/auth/mfa_reset/selfie/': [mfaResetCodeSchema],
  'POST /api/icoportal/joining/:id/': [joinRequestSchema],
  'POST /api/survay/agreementico/:icoId/': [agreementSchema],
  'POST /api/survay/knowledgeicotest/:icoId/': [answerSheetSchema],
  'POST /api/survay/suitabilitytest/': [answerSheetSchema],
  'POST /api/survay/inquiry/': [publicInquiryRequestSchema],
  'POST /api/survay/membersupport/': [memberInquirySchema],
};
const HANDLER_QUERIES: Record<string, unknown> = {
  'GET /api/forum/messages/': pageQuerySchema,
  'GET /api/forum/notices/': pageQuerySchema,
  'GET /api/forum/noticespublic/': pageQuerySchema,
};
const FILE_FIELDS = [
  ...new Set([...IDENTITY_FILE_FIELDS.THAI, ...IDENTITY_FILE_FIELDS.FOREIGN, BANK_FILE_FIELD, PAYMENT_SLIP_FIELD]),
  ...MONITORING_FILE_FIELDS,
  ...OFFERING_IMAGE_FIELDS,
  ...COMPANY_FILE_FIELDS,
];

type Identity = 'anonymous' | 'garbage' | 'viewer' | 'investor' | 'admin';
const identity = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Identity>('anonymous') },
  { weight: 1, arbitrary: fc.constant<Identity>('garbage') },
  { weight: 2, arbitrary: fc.constant<Identity>('viewer') },
  { weight: 3, arbitrary: fc.constant<Identity>('investor') },
  { weight: 3, arbitrary: fc.constant<Identity>('admin') },
);

/**
 * Property-based bad input against every route the real server registers (recorded as it starts, so a new route is
 * fuzzed without being listed), anonymous, with a garbage token, as investors and as an administrator: never a 5xx,
 * every error in the `{ message, detail? }` format, and the server healthy afterwards. PGlite only: the answers
 * come from the routes, schemas and error handler, the same on both databases.
 */
describe('abuse: bad input against every endpoint', () => {
  let server: AccountsServer;
  let routes: RecordedRoutes;
  let domainSets: string[][];
  let realIds: string[];
  let offeringId: number;
  const authorization: Record<Identity, string | undefined> = {
    anonymous: undefined,
    garbage: 'Bearer not.a.token',
    viewer: undefined,
    investor: undefined,
    admin: undefined,
  };
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    const recorded = await recordRoutes(() => startAccountsServer(ONE_DATABASE, {}, { socket: true }));
    server = recorded.started;
    routes = recorded.routes;
    domainSets = await domainFieldSets();

    // Real rows behind some of the generated ids, so a handler goes past its "not found" now and then.
    const db = server.app.database.db;
    const admin = await createStaff(server, 'admin');
    const investor = await createInvestor(server);
    const viewer = await createInvestor(server, { level: 'VIEWER_LEVEL', mfa: false });
    authorization.admin = `Bearer ${admin.tokens.access}`;
    authorization.investor = `Bearer ${investor.token}`;
    authorization.viewer = `Bearer ${viewer.token}`;
    const offering = await createOffering(db);
    offeringId = offering.id;
    const joining = await insertJoining(server, { userId: investor.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT' });
    const slipId = await insertSlip(server, joining);
    const submission = await insertSubmission(server, investor.id, 'detailInfo');
    const inquiry = await insertInquiry(server, { kind: 'MEMBER', userId: investor.id });
    const [inbox] = await db.insert(message).values({ userId: investor.id, title: 'Hello', body: 'Body' }).returning();
    const [note] = await db
      .insert(notice)
      .values({ audience: 'MEMBERS', titleEN: 'N', bodyEN: 'B', titleTH: 'น', bodyTH: 'บ' })
      .returning();
    if (!inbox || !note) throw new Error('message or notice not stored');
    realIds = [offering.id, joining.id, submission.id, inquiry.id, inbox.id, note.id, investor.id, viewer.id, admin.id]
      .map(String)
      .concat([slipId, submission.fileId]);
  }, 180_000);

  afterAll(async () => {
    closeConnections();
    await server?.close();
  });

  /**
   * The generated requests of one route, each answered within the error rules: half of them garbage from any
   * caller, half nearly valid (a field or two wrong) from a caller the route serves, to reach its service.
   */
  async function fuzzRoute(route: ApiRoute): Promise<string | null> {
    const schemas = route.body ? [route.body] : (HANDLER_SCHEMAS[route.key] ?? []);
    const querySchema = route.querystring ?? HANDLER_QUERIES[route.key];
    const params = (values: fc.Arbitrary<string>) => fc.array(values, { minLength: route.params.length, maxLength: route.params.length });
    const garbage = fc.record({
      who: identity,
      params: params(fuzzPathValue(realIds)),
      query: fuzzQuery(querySchema),
      body: fc.oneof(
        {
          weight: 3,
          arbitrary: fuzzBody({ fieldSets: schemas.flatMap((schema) => fieldSetsOf(schema)), schemas, fileFields: FILE_FIELDS }),
        },
        { weight: 1, arbitrary: fuzzBody({ fieldSets: domainSets, schemas: [], fileFields: FILE_FIELDS }) },
      ),
    });
    const served = route.staffPermissions ? fc.constant<Identity>('admin') : fc.constantFrom<Identity>('investor', 'viewer', 'admin');
    const nearlyValid = fc.record({
      who: served,
      params: params(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...realIds) }, fuzzPathValue(realIds))),
      query: fuzzQuery(querySchema),
      body: nearlyValidBody(schemas, FILE_FIELDS) ?? fc.constant<FuzzBody>({ describe: 'no body' }),
    });
    const property = fc.asyncProperty(fc.oneof(garbage, nearlyValid), async ({ who, params, query, body }) => {
      const path = `${fillPath(route, (param) => params[route.params.indexOf(param)] ?? '1')}${query}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      const auth = authorization[who];
      if (auth) headers.authorization = auth;
      const withBody = route.method !== 'HEAD' && body.payload !== undefined;
      if (route.method !== 'HEAD' && body.contentType) headers['content-type'] = body.contentType;
      const answer = await send(server.baseUrl, { method: route.method, path, headers, body: withBody ? body.payload : undefined });
      const problem = errorFormatProblem(route.method, answer);
      if (problem) throw new Error(`${route.method} ${path.slice(0, 300)} as ${who} with ${body.describe}: ${problem}`);
    });
    const numRuns = route.method === 'HEAD' ? RUNS.head : schemas.length > 0 || querySchema ? RUNS.withSchema : RUNS.plain;
    const details = await fc.check(property, { seed: seedOf(route), numRuns });
    if (!details.failed) return null;
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    return `${route.key}: ${cause}\n${fc.defaultReportMessage(details)}\n(replay: ABUSE_FUZZ_SEED=${SEED}; this route's seed ${details.seed})`;
  }

  it('lists the API routes it fuzzes, and skips only documentation and static files', () => {
    expect(routes.api.length).toBeGreaterThan(100);
    expect(routes.skipped.every((s) => /^(documentation|static):/.test(s.reason))).toBe(true);
    expect(routes.api.every((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))).toBe(true);
  });

  it('never answers a 5xx or a malformed error, whatever the body, path, query or caller', async () => {
    const failures: string[] = [];
    for (const route of routes.api) {
      const failure = await fuzzRoute(route);
      if (failure) failures.push(failure);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);

  it.each([
    {
      what: 'a U+0000 in a JSON field',
      path: '/admin/holidays/',
      type: 'application/json',
      body: '{"date":"2031-01-02","nameEN":"a\\u0000b","nameTH":"x"}',
    },
    {
      what: 'half a surrogate pair in a JSON field',
      path: '/admin/notices/',
      type: 'application/json',
      body: '{"audience":"PUBLIC","titleEN":"\\ud800","bodyEN":"b","titleTH":"t","bodyTH":"b"}',
    },
    {
      what: 'a U+0000 in a form field',
      path: '/admin/holidays/',
      type: 'application/x-www-form-urlencoded',
      body: 'date=2031-01-02&nameEN=a%00b&nameTH=x',
    },
    { what: 'a U+0000 in the query', path: '/admin/users/?q=a%00b' },
    {
      what: 'a U+0000 in a multipart field',
      path: '/admin/offerings/{offering}/monitoring/',
      type: 'multipart/form-data; boundary=b',
      body: '--b\r\nContent-Disposition: form-data; name="titleEN"\r\n\r\na\u0000b\r\n--b--\r\n',
    },
  ])('refuses $what as 400 INVALID_PARAMETER, not as a failed query (500)', async ({ path, type, body }) => {
    const headers: Record<string, string> = { authorization: authorization.admin ?? '' };
    if (type) headers['content-type'] = type;
    const method = body === undefined ? 'GET' : 'POST';
    const answer = await send(server.baseUrl, { method, path: `/api${path.replace('{offering}', String(offeringId))}`, headers, body });
    expect([answer.status, answer.text]).toEqual([400, '{"message":"INVALID_PARAMETER"}']);
  });

  it('refuses an address mail servers refuse (dots side by side) instead of answering 503 after opening the account', async () => {
    const input = {
      username: 'dotty',
      email: 'do..tty@example.com',
      firstNameEN: 'Dorothy',
      lastNameEN: 'Tyler',
      role: 'support',
      reason: 'New support desk member',
    };
    const answer = await send(server.baseUrl, {
      method: 'POST',
      path: '/api/admin/staff/',
      headers: { authorization: authorization.admin ?? '', 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([400, { message: 'VALIDATION_FAILED', detail: { email: 'EMAIL_INVALID' } }]);
    expect(await server.app.database.db.select().from(user).where(eq(user.username, input.username))).toEqual([]);
  });

  it('is still healthy afterwards: the database answers, sessions work, no prototype was polluted', async () => {
    const health = await send(server.baseUrl, { method: 'GET', path: '/api/health/' });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok', databaseReachable: true });
    const me = await send(server.baseUrl, {
      method: 'GET',
      path: '/api/auth/me/',
      headers: { authorization: authorization.investor ?? '' },
    });
    expect(me.status).toBe(200);
    const users = await send(server.baseUrl, {
      method: 'GET',
      path: '/api/admin/users/',
      headers: { authorization: authorization.admin ?? '' },
    });
    expect(users.status).toBe(200);
    // The server runs in this process: a polluted Object.prototype would show here.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
