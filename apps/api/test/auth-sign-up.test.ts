import { randomBytes } from 'node:crypto';
import { VALIDATION_KEYS } from '@ico/domain/validation-keys';
import type { ParsedMail } from '@ico/testing/mime';
import { linkIn } from '@ico/testing/mime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerification, user } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import {
  type AccountsServer,
  call,
  type InvestorInput,
  login,
  newInvestor,
  signUp,
  startAccountsServer,
  whileAccountsLocked,
} from './support/accounts';
import { ONE_DATABASE, VALIDATION_DATABASE } from './support/test-server';

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;
/** A code the server never issued: it passes the schema, so a valid body answers VERIFICATION_CODE_WRONG. */
const UNKNOWN_CODE = 'not-a-code-the-server-issued';

/** Step 1 through the real form encoding; answers the reply and the mail that arrived for it. */
async function sendCode(server: AccountsServer, email: string, language?: string) {
  const before = server.mailbox.messages.length;
  const answer = await call(server, 'POST', '/auth/send_email_verification_code/', {
    form: { email, ...(language ? { language } : {}) },
  });
  return { answer, mail: () => server.mailbox.waitFor(email, { after: before }) };
}

/** The code of the /register/{email}/{code} link of a mail. */
function codeIn(mail: ParsedMail): string {
  const parts = new URL(linkIn(mail, '/register/')).pathname.split('/');
  return decodeURIComponent(parts[3] ?? '');
}

async function freshCode(server: AccountsServer, email: string): Promise<string> {
  const sent = await sendCode(server, email);
  expect(sent.answer.status).toBe(200);
  return codeIn(await sent.mail());
}

const checkLink = (server: AccountsServer, email: string, code: string) =>
  call(server, 'GET', `/auth/verification_link/?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`);

const create = (server: AccountsServer, body: Record<string, unknown>) => call(server, 'POST', '/auth/user/create/', { json: body });

async function userRow(server: AccountsServer, username: string) {
  const [row] = await server.app.database.db.select().from(user).where(eq(user.username, username));
  return row;
}

describe.each([ONE_DATABASE])('sign-up on %s', (database) => {
  let server: AccountsServer;
  let existing: InvestorInput;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    existing = await signUp(server);
  }, 120_000);
  afterAll(() => server?.close());

  describe('POST /auth/send_email_verification_code/', () => {
    it('answers VERIFICATION_CODE_SENT and mails an English /register/{email}/{code} link by default', async () => {
      const email = newInvestor().email;
      const sent = await sendCode(server, email);
      expect(sent.answer.status).toBe(200);
      expect(sent.answer.body).toEqual({ message: 'VERIFICATION_CODE_SENT' });
      const mail = await sent.mail();
      const link = linkIn(mail, '/register/');
      expect(link).toMatch(new RegExp(`^http://portal\\.test/register/${encodeURIComponent(email)}/[A-Za-z0-9_-]{32}$`));
      expect(mail.subject).toBe('SiamICO: confirm your e-mail to sign up');
      expect(mail.subject).not.toMatch(THAI_SCRIPT);
      expect(mail.text).not.toMatch(THAI_SCRIPT);
      expect(mail.html).toContain(link);
    });

    it('writes in Thai when language=th', async () => {
      const email = newInvestor().email;
      const sent = await sendCode(server, email, 'th');
      expect(sent.answer.status).toBe(200);
      const mail = await sent.mail();
      expect(mail.subject).toMatch(THAI_SCRIPT);
      expect(mail.text).toMatch(THAI_SCRIPT);
      expect(mail.text).toContain('สมัครสมาชิก');
      expect(linkIn(mail, '/register/')).toMatch(/^http:\/\/portal\.test\/register\//);
    });

    it('lower-cases the address before mailing it', async () => {
      const email = newInvestor().email;
      const sent = await sendCode(server, email.toUpperCase());
      expect(sent.answer.status).toBe(200);
      const link = linkIn(await sent.mail(), '/register/');
      expect(new URL(link).pathname.split('/')[2]).toBe(encodeURIComponent(email));
    });

    // Answered by the request schema before any query is made: on one database (see VALIDATION_DATABASE).
    if (database === VALIDATION_DATABASE) {
      it.each([
        ['not-an-email', 'EMAIL_INVALID'],
        ['a@b', 'EMAIL_INVALID'],
        ['semi;colon@example.com', 'EMAIL_INVALID'],
        ['', 'EMAIL_REQUIRED'],
        ['   ', 'EMAIL_REQUIRED'],
      ])('refuses the address %j with %s', async (email, key) => {
        const before = server.mailbox.messages.length;
        const answer = await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email } });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { email: key } });
        expect(server.mailbox.messages.length).toBe(before);
      });

      it('refuses a language it does not write', async () => {
        const answer = await call(server, 'POST', '/auth/send_email_verification_code/', {
          form: { email: newInvestor().email, language: 'fr' },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { language: 'INVALID_OPTION' } });
      });
    }

    it('answers a registered address the same, and mails it a notice instead of a link', async () => {
      const sent = await sendCode(server, existing.email.toUpperCase());
      expect(sent.answer.status).toBe(200);
      expect(sent.answer.body).toEqual({ message: 'VERIFICATION_CODE_SENT' });
      const mail = await sent.mail();
      expect(mail.subject).toBe('SiamICO: this e-mail already has an account');
      expect(mail.text).toContain('already has an account');
      expect(mail.text).toContain('http://portal.test/login');
      expect(mail.text).not.toContain('/register/');
      expect(() => linkIn(mail, '/register/')).toThrow();
    });

    // As for the forgotten password (issue 29): with the accounts table locked, a lookup in the request would wait.
    it.runIf(database === 'postgres')(
      'answers before looking the address up: both answers come while the accounts are locked',
      async () => {
        const fresh = newInvestor().email;
        const before = server.mailbox.messages.length;
        await whileAccountsLocked(server, async () => {
          const [registered, unknown] = await Promise.all([sendCode(server, existing.email), sendCode(server, fresh)]);
          expect(registered.answer.status).toBe(200);
          expect(registered.answer.body).toEqual({ message: 'VERIFICATION_CODE_SENT' });
          expect(unknown.answer.body).toEqual(registered.answer.body);
        });
        expect(codeIn(await server.mailbox.waitFor(fresh, { after: before }))).not.toBe('');
        expect((await server.mailbox.waitFor(existing.email, { after: before })).text).not.toContain('/register/');
      },
    );

    it('answers 429 TOO_MANY_REQUESTS to the 4th request for one address, and mails nothing more', async () => {
      const email = newInvestor().email;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const sent = await sendCode(server, email);
        expect(sent.answer.status, `attempt ${attempt}`).toBe(200);
        await sent.mail();
      }
      const fourth = await sendCode(server, email);
      expect(fourth.answer.status).toBe(429);
      expect(fourth.answer.body).toEqual({ message: 'TOO_MANY_REQUESTS' });
      expect(Number(fourth.answer.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not held back.
      expect((await sendCode(server, newInvestor().email)).answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.mailbox.messages.filter((m) => m.to.includes(email))).toHaveLength(3);
    });
  });

  describe('GET /auth/verification_link/', () => {
    it('answers a live sign-up link with purpose signup; a wrong code or another address with VERIFICATION_CODE_WRONG', async () => {
      const investor = newInvestor();
      const code = await freshCode(server, investor.email);
      const ok = await checkLink(server, investor.email, code);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ purpose: 'signup', username: null });
      // Checking does not use the link up.
      expect((await checkLink(server, investor.email, code)).status).toBe(200);

      const wrong = await checkLink(server, investor.email, `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
      const otherAddress = await checkLink(server, newInvestor().email, code);
      expect(otherAddress.status).toBe(400);
      expect(otherAddress.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
      // The other address cannot create an account with it either.
      const stolen = await create(server, { ...newInvestor(), verificationCode: code });
      expect(stolen.status).toBe(400);
      expect(stolen.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    });

    // Answered by the request schema before any query is made: on one database (see VALIDATION_DATABASE).
    if (database === VALIDATION_DATABASE) {
      it('answers missing parameters with their validation keys', async () => {
        const answer = await call(server, 'GET', '/auth/verification_link/');
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { email: 'EMAIL_REQUIRED', code: 'REQUIRED' } });
      });
    }

    it('answers LINK_USED once the link made its account, so its owner is told to log in (issue 19)', async () => {
      const investor = newInvestor();
      const code = await freshCode(server, investor.email);
      expect((await create(server, { ...investor, verificationCode: code })).status).toBe(201);
      const used = await checkLink(server, investor.email, code);
      expect(used.status).toBe(400);
      expect(used.body).toEqual({ message: 'LINK_USED' });
    });

    it('answers LINK_EXPIRED after its time is up, for the check and for the sign-up', async () => {
      const investor = newInvestor();
      const code = await freshCode(server, investor.email);
      await server.app.database.db
        .update(emailVerification)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(emailVerification.codeHash, hashToken(code)));
      const expired = await checkLink(server, investor.email, code);
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ message: 'LINK_EXPIRED' });
      const created = await create(server, { ...investor, verificationCode: code });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ message: 'LINK_EXPIRED' });
      expect(await userRow(server, investor.username)).toBeUndefined();
    });

    it('a newer link ends the older one', async () => {
      const investor = newInvestor();
      const older = await freshCode(server, investor.email);
      const newer = await freshCode(server, investor.email);
      expect(newer).not.toBe(older);
      const old = await checkLink(server, investor.email, older);
      expect(old.status).toBe(400);
      expect(old.body).toEqual({ message: 'LINK_EXPIRED' });
      expect((await create(server, { ...investor, verificationCode: older })).body).toEqual({ message: 'LINK_EXPIRED' });
      expect((await checkLink(server, investor.email, newer)).body).toEqual({ purpose: 'signup', username: null });
    });
  });

  describe('POST /auth/user/create/', () => {
    // Answered by the request schema before any query is made: on one database (see VALIDATION_DATABASE).
    if (database === VALIDATION_DATABASE) {
      it('answers every missing field with its validation key', async () => {
        const answer = await create(server, {});
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          message: 'VALIDATION_FAILED',
          detail: {
            username: 'USERNAME_REQUIRED',
            email: 'EMAIL_REQUIRED',
            password: 'PASSWORD_REQUIRED',
            firstNameEN: 'NAME_EN_REQUIRED',
            lastNameEN: 'NAME_EN_REQUIRED',
            nationality: 'SELECT_REQUIRED',
            individual: 'SELECT_REQUIRED',
            verificationCode: 'REQUIRED',
            // An HTML form sends nothing for an unticked box: that is the terms not accepted.
            agreementCheck: 'TERMS_REQUIRED',
          },
        });
        for (const key of Object.values((answer.body as { detail: Record<string, string> }).detail)) {
          expect(VALIDATION_KEYS, key).toContain(key);
        }
      });

      it('answers a validation key for an unreadable yes/no answer', async () => {
        for (const field of ['usCitizen', 'usTaxResident', 'agreementCheck']) {
          const answer = await create(server, { ...newInvestor(), verificationCode: UNKNOWN_CODE, [field]: 'maybe' });
          expect(answer.status, field).toBe(400);
          const body = answer.body as { message: string; detail: Record<string, string> };
          expect(body.message).toBe('VALIDATION_FAILED');
          expect(Object.keys(body.detail)).toEqual([field]);
          expect(VALIDATION_KEYS, field).toContain(body.detail[field]);
        }
      });
    }

    // Answered by the request schema before any query is made: on one database (see VALIDATION_DATABASE).
    if (database === VALIDATION_DATABASE) {
      // [what, field changes, field answering, key]
      const refused: Array<[string, Record<string, unknown>, string, string]> = [
        ['username of 2', { username: 'ab' }, 'username', 'USERNAME_MORE_THAN_4'],
        ['username of 3', { username: 'abc' }, 'username', 'USERNAME_MORE_THAN_4'],
        ['username of 13', { username: 'abcdefghijklm' }, 'username', 'USERNAME_LESS_THAN_12'],
        ['username with capitals and !', { username: 'Bad!' }, 'username', 'USERNAME_SPECIAL'],
        ['username with a space', { username: 'two words' }, 'username', 'USERNAME_SPECIAL'],
        ['empty username', { username: '' }, 'username', 'USERNAME_REQUIRED'],
        ['password of 7', { password: 'Short1!' }, 'password', 'PASSWORD_MORE_THAN_8'],
        ['password of 65', { password: `Aa1!${'x'.repeat(61)}` }, 'password', 'PASSWORD_LESS_THAN_64'],
        ['password without a capital', { password: 'nouppercase1!' }, 'password', 'PASSWORD_SPECIAL'],
        ['password without a digit', { password: 'NoDigits!here' }, 'password', 'PASSWORD_SPECIAL'],
        ['password without a special character', { password: 'NoSpecial123' }, 'password', 'PASSWORD_SPECIAL'],
        ['empty password', { password: '' }, 'password', 'PASSWORD_REQUIRED'],
        ['English first name of 1', { firstNameEN: 'S' }, 'firstNameEN', 'NAME_EN_MORE_THAN_1'],
        ['English last name of 1', { lastNameEN: 'J' }, 'lastNameEN', 'NAME_EN_MORE_THAN_1'],
        ['English name with ø', { firstNameEN: 'Søren' }, 'firstNameEN', 'NAME_EN_SPECIAL'],
        ['English name with digits', { lastNameEN: 'Jaidee2' }, 'lastNameEN', 'NAME_EN_SPECIAL'],
        ['English name of 51', { firstNameEN: 'A'.repeat(51) }, 'firstNameEN', 'NAME_TOO_LONG'],
        ['empty English name', { firstNameEN: '  ' }, 'firstNameEN', 'NAME_EN_REQUIRED'],
        ['Thai name in Latin letters (Thai national)', { firstNameTH: 'Somchai' }, 'firstNameTH', 'NAME_TH_SPECIAL'],
        ['Thai last name with digits (Thai national)', { lastNameTH: 'ใจดี1' }, 'lastNameTH', 'NAME_TH_SPECIAL'],
        ['empty Thai name (Thai national)', { firstNameTH: '' }, 'firstNameTH', 'NAME_TH_REQUIRED'],
        ['missing Thai last name (Thai national)', { lastNameTH: undefined }, 'lastNameTH', 'NAME_TH_REQUIRED'],
        ['Thai name of 51 (Thai national)', { firstNameTH: 'ก'.repeat(51) }, 'firstNameTH', 'NAME_TOO_LONG'],
        ['agreement not ticked', { agreementCheck: false }, 'agreementCheck', 'TERMS_REQUIRED'],
        ['agreement "false" as a form sends it', { agreementCheck: 'false' }, 'agreementCheck', 'TERMS_REQUIRED'],
        ['unknown nationality', { nationality: 'X' }, 'nationality', 'SELECT_REQUIRED'],
        ['unknown individual', { individual: 'X' }, 'individual', 'SELECT_REQUIRED'],
        ['invalid e-mail', { email: 'inv@' }, 'email', 'EMAIL_INVALID'],
        ['empty code', { verificationCode: '' }, 'verificationCode', 'REQUIRED'],
        ['unknown mail language', { language: 'fr' }, 'language', 'INVALID_OPTION'],
      ];
      it.each(refused)('refuses %s', async (_what, changes, field, key) => {
        const answer = await create(server, { ...newInvestor(), verificationCode: UNKNOWN_CODE, ...changes });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { [field]: key } });
      });
    }

    // Valid bodies pass the schema and reach the link check, which knows no such code.
    const accepted: Array<[string, Record<string, unknown>]> = [
      ['username of 4', { username: 'abcd' }],
      ['username of 12 with _ and -', { username: 'abc_def-1234' }],
      ['password of 8', { password: 'short1A!' }],
      ['password of 64', { password: `Aa1!${'x'.repeat(60)}` }],
      ['password with a space as its special character', { password: 'Good pass1' }],
      ["English names with , . ' -", { firstNameEN: "O'Neil-Smith", lastNameEN: 'St. John, Jr' }],
      ['English name of 2', { firstNameEN: 'Al' }],
      ['a foreign national without Thai names', { nationality: 'FOREIGN', firstNameTH: '', lastNameTH: '' }],
      ['a foreign national with no Thai name fields', { nationality: 'FOREIGN', firstNameTH: undefined, lastNameTH: undefined }],
      ['a foreign national with Latin "Thai" names', { nationality: 'FOREIGN', firstNameTH: 'John' }],
      ['agreement "on" as a form sends it', { agreementCheck: 'on' }],
      ['US answers no', { usCitizen: false, usTaxResident: 'false' }],
    ];
    it.each(accepted)('accepts %s', async (_what, changes) => {
      const answer = await create(server, { ...newInvestor(), verificationCode: UNKNOWN_CODE, ...changes });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    });

    it('refuses corporate sign-up online with 403 CORPORATE_SIGNUP_OFFLINE', async () => {
      const answer = await create(server, { ...newInvestor({ individual: 'corporate' }), verificationCode: UNKNOWN_CODE });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'CORPORATE_SIGNUP_OFFLINE' });
    });

    it('refuses US persons with US_PERSON_NOT_ALLOWED, even with a live link that stays usable', async () => {
      const investor = newInvestor();
      const code = await freshCode(server, investor.email);
      for (const us of [{ usCitizen: true }, { usTaxResident: true }, { usCitizen: 'yes' }, { usTaxResident: 'on', usCitizen: false }]) {
        const answer = await create(server, { ...investor, verificationCode: code, ...us });
        expect(answer.status, JSON.stringify(us)).toBe(400);
        expect(answer.body).toEqual({ message: 'US_PERSON_NOT_ALLOWED' });
      }
      expect(await userRow(server, investor.username)).toBeUndefined();
      expect((await checkLink(server, investor.email, code)).status).toBe(200);
    });

    it('creates the investor (201 USER_CREATED), who can then log in; the code works once', async () => {
      const investor = newInvestor({ email: `Mixed-${randomBytes(3).toString('hex')}@Example.com` });
      const code = await freshCode(server, investor.email);
      const created = await create(server, { ...investor, verificationCode: code, usCitizen: false, usTaxResident: false, language: 'th' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ message: 'USER_CREATED' });

      const tokens = await login(server, investor);
      const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
      expect(me.body).toMatchObject({
        username: investor.username,
        email: investor.email.toLowerCase(),
        individual: 'individual',
        nationality: 'THAI',
        firstNameEN: 'Somchai',
        lastNameEN: 'Jaidee',
        firstNameTH: 'สมชาย',
        lastNameTH: 'ใจดี',
        usCitizen: false,
        usTaxResident: false,
        userLevel: 'VIEWER_LEVEL',
        language: 'th',
        mfa_enabled: false,
        role: null,
      });

      const again = await create(server, { ...investor, username: `${investor.username.slice(0, 8)}x`, verificationCode: code });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: 'LINK_USED' });
    });

    it('stores the password as an argon2id hash, never in clear', async () => {
      const row = await userRow(server, existing.username);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.passwordHash).not.toContain(existing.password);
    });

    it('says nothing of a username without a live link: a taken and a free one get the same refusal (issue 29)', async () => {
      const investor = newInvestor();
      await freshCode(server, investor.email);
      const taken = await create(server, { ...investor, username: existing.username, verificationCode: UNKNOWN_CODE });
      const free = await create(server, { ...investor, verificationCode: UNKNOWN_CODE });
      expect(taken.status).toBe(400);
      expect(taken.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
      expect(free.body).toEqual(taken.body);
      // The other address's link is no key either, whatever the username.
      const other = await freshCode(server, newInvestor().email);
      expect((await create(server, { ...investor, username: existing.username, verificationCode: other })).body).toEqual({
        message: 'VERIFICATION_CODE_WRONG',
      });
    });

    it('spends the link on a taken username (409 SIGNUP_USERNAME_TAKEN) and mails a new one: one link cannot try name after name (issue 29)', async () => {
      const investor = newInvestor();
      const code = await freshCode(server, investor.email);
      const before = server.mailbox.messages.length;
      const taken = await create(server, { ...investor, username: existing.username, verificationCode: code });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'SIGNUP_USERNAME_TAKEN', detail: { username: 'SIGNUP_USERNAME_TAKEN' } });
      const [link] = await server.app.database.db
        .select()
        .from(emailVerification)
        .where(eq(emailVerification.codeHash, hashToken(code)));
      expect(link?.usedAt).not.toBeNull();
      // The same link with the next name to try: spent, whatever the name.
      for (const username of [`${existing.username.slice(0, 9)}zz`, existing.username, investor.username]) {
        expect((await create(server, { ...investor, username, verificationCode: code })).body).toEqual({ message: 'LINK_EXPIRED' });
      }
      expect(await userRow(server, investor.username)).toBeUndefined();
      // The owner goes on with the new link the answer promised.
      const renewed = codeIn(await server.mailbox.waitFor(investor.email, { after: before }));
      expect(renewed).not.toBe(code);
      expect((await create(server, { ...investor, verificationCode: renewed })).status).toBe(201);
    });

    it('takes a passphrase of any printable characters (ASVS): Ñandú-Ωmega-9x, and signs in with it (issue 29)', async () => {
      const investor = newInvestor({ password: 'Ñandú-Ωmega-9x' });
      const code = await freshCode(server, investor.email);
      expect((await create(server, { ...investor, verificationCode: code })).status).toBe(201);
      const tokens = await login(server, { username: investor.username, password: 'Ñandú-Ωmega-9x' });
      const changed = await call(server, 'POST', '/auth/change_password/', {
        json: { old_password: 'Ñandú-Ωmega-9x', new_password: 'Пароль-№1 «ёЖ» 😀' },
        token: tokens.access,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await login(server, { username: investor.username, password: 'Пароль-№1 «ёЖ» 😀' });
      // A control character is the one thing refused.
      const refused = await call(server, 'POST', '/auth/change_password/', {
        json: { old_password: 'Пароль-№1 «ёЖ» 😀', new_password: 'Ñandú-Ωmega-9x\t' },
        token: (await login(server, { username: investor.username, password: 'Пароль-№1 «ёЖ» 😀' })).access,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ detail: { new_password: 'PASSWORD_CONTROL_CHARACTER' } });
    });

    it('answers 409 EMAIL_EXISTS when the address got an account meanwhile', async () => {
      const code = `direct-${randomBytes(12).toString('hex')}`;
      await server.app.database.db.insert(emailVerification).values({
        email: existing.email,
        codeHash: hashToken(code),
        purpose: 'signup',
        expiresAt: new Date(Date.now() + 10 * 60_000),
      });
      const investor = newInvestor({ email: existing.email });
      const answer = await create(server, { ...investor, verificationCode: code });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: 'EMAIL_EXISTS', detail: { email: 'EMAIL_EXISTS' } });
      expect(await userRow(server, investor.username)).toBeUndefined();
    });

    it('accepts a form-encoded body', async () => {
      const investor = newInvestor();
      const code = await freshCode(server, investor.email);
      const form: Record<string, string> = {
        ...Object.fromEntries(Object.entries(investor).map(([k, v]) => [k, String(v)])),
        agreementCheck: 'on',
        usCitizen: 'false',
        usTaxResident: 'false',
        verificationCode: code,
      };
      const created = await call(server, 'POST', '/auth/user/create/', { form });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ message: 'USER_CREATED' });
      await login(server, investor);
    });

    it("stores a foreign national's Thai names empty", async () => {
      const investor = await signUp(server, { nationality: 'FOREIGN', firstNameEN: 'John', lastNameEN: 'Smith' });
      const row = await userRow(server, investor.username);
      expect(row).toMatchObject({ nationality: 'FOREIGN', firstNameEN: 'John', lastNameEN: 'Smith', firstNameTH: '', lastNameTH: '' });
      const tokens = await login(server, investor);
      const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
      expect(me.body).toMatchObject({ nationality: 'FOREIGN', firstNameTH: '', lastNameTH: '' });
    });
  });
});
