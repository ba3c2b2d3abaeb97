import { meSchema } from '@ico/domain/account';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeStoredPhones } from '../src/services/accounts/normalize-stored-phones';
import { type AccountsServer, call, login, signUp, startAccountsServer } from './support/accounts';
import { busNewsDelivered } from './support/bus-news';
import { ONE_DATABASE, VALIDATION_DATABASE } from './support/test-server';

/** A Thai ID number with a valid mod-11 check digit, from 12 random digits. */
function thaiId(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}

function passport(): string {
  return `AB${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
}

const common = {
  birthdate: '1990-04-25',
  gender: 'MALE',
  annualIncome: '300K_1M',
  financeAssets: '100K_1M',
  referredBy: 'FRIEND_FAMILY',
  resAddress: '99/1 ถนนสุขุมวิท',
  resCity: 'Bangkok',
  resPostalCode: '10110',
  resCountry: 'TH',
  compAddress: '1 Silom Road',
  compCity: 'Bangkok',
  compPostalCode: '10500',
  compCountry: 'TH',
  occupation: 'EMPLOYEE',
  position: 'Engineer',
  companyName: 'Siam Works Co., Ltd.',
  resPhoneNumberID: '+66',
  resPhoneNumber: '+66-21234567',
  mobPhoneNumberID: '+66',
  mobPhoneNumber: '+66-812345678',
  compPhoneNumberID: '+66',
  compPhoneNumber: '+66-02-234-5678', // as dialled in Thailand: stored '+6622345678'
};

const thaiBody = (id = thaiId()): Record<string, string> => ({
  ...common,
  thaiIDNumber: id,
  thaiIDAddress: '12 หมู่ 3 ตำบลบางพลี',
  thaiIDCity: 'Samut Prakan',
  thaiIDPostalCode: '10540',
  thaiIDCountry: 'TH',
  thaiHMAddress: '12 หมู่ 3 ตำบลบางพลี',
  thaiHMCity: 'Samut Prakan',
  thaiHMPostalCode: '10540',
  thaiHMCountry: 'TH',
});

const foreignBody = (id = passport()): Record<string, string> => ({
  ...common,
  passportId: id,
  foreHCCity: 'Osaka',
  foreHCCountry: 'JP',
  resPhoneNumberID: '+81',
  resPhoneNumber: '+81-612345678',
});

describe.each([ONE_DATABASE])('POST /auth/detail_info/ on %s', (database) => {
  let server: AccountsServer;

  const investor = async (nationality: 'THAI' | 'FOREIGN' = 'THAI') => {
    const account = await signUp(server, { nationality });
    return (await login(server, account)).access;
  };

  beforeAll(async () => {
    server = await startAccountsServer(database);
  }, 120_000);
  afterAll(() => server?.close());

  it('answers 401 without a token', async () => {
    const answer = await call(server, 'POST', '/auth/detail_info/', { form: thaiBody() });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('takes a Thai investor form-encoded; /auth/me/ then shows the values and NEED_TO_SCREENING', async () => {
    const token = await investor('THAI');
    const body = thaiBody();
    const answer = await call(server, 'POST', '/auth/detail_info/', {
      form: { ...body, passportId: 'ZZ99999', foreHCCity: 'Paris', foreHCCountry: 'FR', unknownField: 'x' },
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'DETAIL_INFO_SUBMITTED' });

    const me = meSchema.parse((await call(server, 'GET', '/auth/me/', { token })).body);
    expect(me.detailInfoStatus).toBe('NEED_TO_SCREENING');
    expect(me).toMatchObject({
      thaiIDNumber: body.thaiIDNumber,
      birthdate: '1990-04-25',
      gender: 'MALE',
      thaiIDCountry: 'TH',
      thaiHMCity: 'Samut Prakan',
      resAddress: '99/1 ถนนสุขุมวิท',
      companyName: 'Siam Works Co., Ltd.',
      // Stored in E.164 beside the code (issue 19), whatever form the number was typed in.
      mobPhoneNumberID: '+66',
      mobPhoneNumber: '+66812345678',
      compPhoneNumber: '+6622345678',
    });
    // The other nationality's fields are not stored.
    expect(me).toMatchObject({ passportId: null, foreHCCity: null, foreHCCountry: null });
  });

  it('takes a foreign investor as JSON with the passport', async () => {
    const token = await investor('FOREIGN');
    const body = foreignBody('ab12345');
    const answer = await call(server, 'POST', '/auth/detail_info/', { json: { ...body, thaiIDNumber: thaiId() }, token });
    expect(answer.status).toBe(200);
    const me = meSchema.parse((await call(server, 'GET', '/auth/me/', { token })).body);
    expect(me).toMatchObject({
      detailInfoStatus: 'NEED_TO_SCREENING',
      passportId: 'AB12345',
      foreHCCity: 'Osaka',
      foreHCCountry: 'JP',
      resPhoneNumberID: '+81',
      resPhoneNumber: '+81612345678',
      thaiIDNumber: null,
      thaiIDAddress: null,
    });
  });

  it('rewrites phones stored before issue 19 in E.164 once, and leaves one it cannot read as it was', async () => {
    const token = await investor('THAI');
    expect((await call(server, 'POST', '/auth/detail_info/', { form: thaiBody(), token })).status).toBe(200);
    const me = meSchema.parse((await call(server, 'GET', '/auth/me/', { token })).body);
    const db = server.app.database.db;
    const legacy = sql`jsonb_set(jsonb_set(detail_info, '{mobPhoneNumber}', '"+66-0812345678"'), '{resPhoneNumber}', '"+66-12"')`;
    await db.execute(sql`update app_user set detail_info = ${legacy} where id = ${me.id}`);
    expect(await normalizeStoredPhones(db)).toBeGreaterThanOrEqual(1);
    // The rewrite tells every process's session cache through the bus: heard here before the account is read again.
    await busNewsDelivered(server.app, 'session_changed');
    const after = meSchema.parse((await call(server, 'GET', '/auth/me/', { token })).body);
    expect(after).toMatchObject({ mobPhoneNumber: '+66812345678', resPhoneNumber: '+66-12' });
  });

  it('refuses a second submission with 409 PF_ALREADY_SUBMITED', async () => {
    const token = await investor('THAI');
    expect((await call(server, 'POST', '/auth/detail_info/', { form: thaiBody(), token })).status).toBe(200);
    const again = await call(server, 'POST', '/auth/detail_info/', { form: thaiBody(), token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'PF_ALREADY_SUBMITED' });
  });

  it('refuses a Thai ID or passport number another investor holds, and stores nothing', async () => {
    const id = thaiId();
    expect((await call(server, 'POST', '/auth/detail_info/', { form: thaiBody(id), token: await investor('THAI') })).status).toBe(200);
    const second = await investor('THAI');
    const taken = await call(server, 'POST', '/auth/detail_info/', { form: thaiBody(id), token: second });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'ID_NUMBER_EXISTS', detail: { thaiIDNumber: 'ID_NUMBER_EXISTS' } });
    expect((await call(server, 'GET', '/auth/me/', { token: second })).body).toMatchObject({
      detailInfoStatus: 'NEED_TO_SUBMIT',
      birthdate: null,
    });

    const number = passport();
    expect((await call(server, 'POST', '/auth/detail_info/', { json: foreignBody(number), token: await investor('FOREIGN') })).status).toBe(
      200,
    );
    const same = await call(server, 'POST', '/auth/detail_info/', {
      json: foreignBody(number.toLowerCase()),
      token: await investor('FOREIGN'),
    });
    expect(same.status).toBe(409);
    expect(same.body).toEqual({ message: 'PASSPORT_ID_EXISTS', detail: { passportId: 'PASSPORT_ID_EXISTS' } });
  });

  it('answers a wrong encoding or no body with 400 in the error format', async () => {
    const token = await investor('THAI');
    for (const [type, body] of [
      ['text/plain', 'thaiIDNumber=1101700123451'],
      ['application/xml', '<x/>'],
      [undefined, undefined],
    ] as const) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (type) headers['content-type'] = type;
      const answer = await fetch(`${server.baseUrl}/api/auth/detail_info/`, { method: 'POST', headers, body });
      expect(answer.status, type).toBe(400);
      expect(await answer.json()).toEqual({ message: 'BAD_REQUEST' });
    }
    expect((await call(server, 'GET', '/auth/me/', { token })).body).toMatchObject({ detailInfoStatus: 'NEED_TO_SUBMIT' });
  });
});

// Validation answers come from the schema before any query is made: they run on one database.
describe(`POST /auth/detail_info/ validation on ${VALIDATION_DATABASE}`, () => {
  let server: AccountsServer;

  const investor = async (nationality: 'THAI' | 'FOREIGN' = 'THAI') => {
    const account = await signUp(server, { nationality });
    return (await login(server, account)).access;
  };

  beforeAll(async () => {
    server = await startAccountsServer(VALIDATION_DATABASE);
  }, 120_000);
  afterAll(() => server?.close());

  const thaiCases: Array<[string, Record<string, string>, string, string]> = [
    ['a 12-digit Thai ID', { thaiIDNumber: '110170012345' }, 'thaiIDNumber', 'THAI_ID_13'],
    ['a Thai ID with a wrong check digit', { thaiIDNumber: '1101700123451' }, 'thaiIDNumber', 'THAI_ID_CHECKSUM'],
    ['a Thai ID with letters', { thaiIDNumber: '11017001234A1' }, 'thaiIDNumber', 'THAI_ID_SPECIAL'],
    ['no Thai ID', { thaiIDNumber: '' }, 'thaiIDNumber', 'THAI_ID_REQUIRED'],
    ['a birthdate in another format', { birthdate: '25/04/1990' }, 'birthdate', 'BIRTHDATE_FORMAT'],
    ['an investor under 20', { birthdate: `${new Date().getUTCFullYear() - 19}-01-01` }, 'birthdate', 'AGE_UNDER_20'],
    ['a short phone', { mobPhoneNumber: '+66-1234567' }, 'mobPhoneNumber', 'PHONE_MORE_THAN_8'],
    ['a long phone', { mobPhoneNumber: '+66-1234567890123456' }, 'mobPhoneNumber', 'PHONE_LESS_THAN_15'],
    ['a phone not joined to its code', { resPhoneNumber: '+81-21234567' }, 'resPhoneNumber', 'PHONE_SPECIAL'],
    ['a phone that is no number of its code', { mobPhoneNumber: '+66-12345678901' }, 'mobPhoneNumber', 'PHONE_INVALID'],
    ['no mobile phone', { mobPhoneNumber: '' }, 'mobPhoneNumber', 'MOB_PHONE_REQUIRED'],
    ['a Thai ID address abroad', { thaiIDCountry: 'JP' }, 'thaiIDCountry', 'COUNTRY_MUST_BE_THAILAND'],
    ['a house address abroad', { thaiHMCountry: 'US' }, 'thaiHMCountry', 'COUNTRY_MUST_BE_THAILAND'],
    ['no gender', { gender: '' }, 'gender', 'SELECT_REQUIRED'],
    ['an unknown income band', { annualIncome: 'LOTS' }, 'annualIncome', 'SELECT_REQUIRED'],
    ['an unknown country', { resCountry: 'XX' }, 'resCountry', 'COUNTRY_REQUIRED'],
    ['symbols in the address', { resAddress: '<script>' }, 'resAddress', 'ADDRESS_SPECIAL'],
    ['no house city', { thaiHMCity: ' ' }, 'thaiHMCity', 'CITY_REQUIRED'],
  ];

  it.each(thaiCases)('refuses %s with 400 and its key', async (_name, change, field, key) => {
    const token = await investor('THAI');
    const answer = await call(server, 'POST', '/auth/detail_info/', { form: { ...thaiBody(), ...change }, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { [field]: key } });
    const me = await call(server, 'GET', '/auth/me/', { token });
    expect(me.body).toMatchObject({ detailInfoStatus: 'NEED_TO_SUBMIT', thaiIDNumber: null });
  });

  const foreignCases: Array<[string, Record<string, string>, string, string]> = [
    ['a 4-character passport', { passportId: 'AB12' }, 'passportId', 'PASSPORT_ID_OVER_THAN_5'],
    ['a 13-character passport', { passportId: 'AB12345678901' }, 'passportId', 'PASSPORT_ID_LESS_THAN_12'],
    ['an all-zero passport', { passportId: '000000' }, 'passportId', 'PASSPORT_ALL_ZERO'],
    ['no overseas city', { foreHCCity: '' }, 'foreHCCity', 'CITY_REQUIRED'],
  ];

  it.each(foreignCases)('refuses a foreign investor %s', async (_name, change, field, key) => {
    const token = await investor('FOREIGN');
    const answer = await call(server, 'POST', '/auth/detail_info/', { json: { ...foreignBody(), ...change }, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { [field]: key } });
  });

  it('answers every missing field of an empty form at once', async () => {
    const token = await investor('THAI');
    const answer = await call<{ message: string; detail: Record<string, string> }>(server, 'POST', '/auth/detail_info/', {
      json: {},
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('VALIDATION_FAILED');
    expect(answer.body.detail).toMatchObject({
      thaiIDNumber: 'THAI_ID_REQUIRED',
      birthdate: 'BIRTHDATE_REQUIRED',
      gender: 'SELECT_REQUIRED',
      thaiIDCountry: 'COUNTRY_MUST_BE_THAILAND',
      mobPhoneNumber: 'MOB_PHONE_REQUIRED',
      compPhoneNumber: 'COMP_PHONE_REQUIRED',
    });
    expect(answer.body.detail).not.toHaveProperty('passportId');
  });
});
