import { VALIDATION_KEYS } from '@ico/domain/validation-keys';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsServer,
  call,
  createStaff,
  enableTwoFactor,
  type InvestorInput,
  login,
  otpCode,
  secretOf,
  signUp,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
/** The code of one absolute 30-second time step. */
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * STEP_SECONDS });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the next window when fewer than `seconds` are left in this one, and answers the current step:
 * a test that uses the previous window's code must not cross a window edge on the way.
 */
async function freshWindow(seconds = 5): Promise<number> {
  const left = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
  if (left < seconds) await sleep(left * 1000 + 100);
  return stepNow();
}

/** Six digits that are not the code of any window the server could accept now. */
async function wrongCode(secret: string): Promise<string> {
  const now = stepNow();
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((d) => codeAt(secret, now + d))));
  for (let n = 123_456; ; n = (n + 7_919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

const otpMode = (server: AccountsServer, token: string | undefined, form: Record<string, string>) =>
  call(server, 'POST', '/auth/setotpmode/', { form, ...(token ? { token } : {}) });

const obtain = (server: AccountsServer, body: Record<string, string>) =>
  call<Tokens>(server, 'POST', '/auth/token/obtain/', { json: body });

const me = (server: AccountsServer, token: string) => call(server, 'GET', '/auth/me/', { token });

/** Two-factor on, confirmed with the code of `step`; answers the secret. */
async function enableWith(server: AccountsServer, token: string, password: string, step: number): Promise<string> {
  const setup = await otpMode(server, token, { mfa_enabled: 'true', password });
  const secret = secretOf(String(setup.body.secret_url));
  const enabled = await otpMode(server, token, { mfa_enabled: 'true', password, otp: await codeAt(secret, step) });
  expect(enabled.body).toMatchObject({ secret_url: '', message: 'MFA_ENABLED' });
  return secret;
}

describe.each([ONE_DATABASE])('two-factor authentication and password change on %s', (database) => {
  let server: AccountsServer;
  const investors: InvestorInput[] = [];
  const investor = (index: number) => investors[index] as InvestorInput;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    for (let i = 0; i < 8; i++) investors.push(await signUp(server));
  }, 120_000);
  afterAll(() => server?.close());

  it('turns on in two steps: the QR secret (kept until confirmed), then a right code', async () => {
    const person = investor(0);
    const { password } = person;
    const { access } = await login(server, person);
    const setup = await otpMode(server, access, { mfa_enabled: 'true', password });
    expect(setup.status).toBe(200);
    expect(setup.body).toEqual({
      secret_url: expect.stringMatching(new RegExp(`^otpauth://totp/SiamICO:${person.username}\\?secret=[A-Z2-7]{16,}(&|$)`)),
      message: 'SCAN_QR_CODE',
    });
    const secret = secretOf(String(setup.body.secret_url));
    // Reloading the page shows the same QR code.
    expect((await otpMode(server, access, { mfa_enabled: 'true', password })).body).toEqual(setup.body);
    // Not on until confirmed: signing in needs no code yet.
    expect((await me(server, access)).body).toMatchObject({ mfa_enabled: false });
    expect((await obtain(server, { username: person.username, password: person.password })).status).toBe(200);

    const wrong = await otpMode(server, access, { mfa_enabled: 'true', password, otp: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'WRONG_OTP' });
    const malformed = await otpMode(server, access, { mfa_enabled: 'true', password, otp: '12ab56' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'VALIDATION_FAILED', detail: { otp: 'OTP_6_DIGITS' } });
    expect((await me(server, access)).body).toMatchObject({ mfa_enabled: false });

    const before = server.mailbox.messages.length;
    const enabled = await otpMode(server, access, { mfa_enabled: 'true', password, otp: await codeAt(secret, stepNow()) });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ secret_url: '', message: 'MFA_ENABLED', recovery_codes: expect.any(Array) });
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect((await me(server, access)).body).toMatchObject({ mfa_enabled: true });
    const notice = await server.mailbox.waitFor(person.email, { after: before });
    expect(notice.subject).toBe('SiamICO: two-factor authentication on');
    expect(notice.text).toContain('turned on');

    for (const form of [
      { mfa_enabled: 'true', password },
      { mfa_enabled: 'true', password, otp: await codeAt(secret, stepNow() + 1) },
    ] as Record<string, string>[]) {
      const again = await otpMode(server, access, form);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'MFA_ALREADY_ENABLED' });
    }
  });

  it('answers a validation key when mfa_enabled is missing or unreadable', async () => {
    const { access } = await login(server, investor(7));
    for (const form of [{ password: 'Any-passw0rd!' }, { mfa_enabled: 'maybe', password: 'Any-passw0rd!' }] as Record<string, string>[]) {
      const answer = await call<{ message: string; detail: Record<string, string> }>(server, 'POST', '/auth/setotpmode/', {
        form,
        token: access,
      });
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(answer.body.message).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.body.detail)).toEqual(['mfa_enabled']);
      // The contract: detail answers validation keys the web app translates, never zod's English.
      expect(VALIDATION_KEYS, JSON.stringify(form)).toContain(answer.body.detail.mfa_enabled);
    }
  });

  it('refuses a code when no QR secret was asked for', async () => {
    const { access } = await login(server, investor(6));
    const answer = await otpMode(server, access, { mfa_enabled: 'true', password: investor(6).password, otp: '123456' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'BAD_REQUEST' });
  });

  it('signs in with two-factor: 405 without a code, the password first, every code once', async () => {
    const person = investor(1);
    const { access } = await login(server, person);
    const s = await freshWindow(6);
    const secret = await enableWith(server, access, person.password, s - 1);
    const credentials = { username: person.username, password: person.password };

    const noCode = await obtain(server, credentials);
    expect(noCode.status).toBe(405);
    expect(noCode.body).toEqual({ message: 'OTP_REQUIRED' });
    const wrong = await obtain(server, { ...credentials, otp: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'WRONG_OTP' });
    // The password is checked first: a wrong one answers 401 and does not use the code up.
    const wrongPassword = await obtain(server, { ...credentials, password: 'Wrong-pass1!', otp: await codeAt(secret, s) });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });

    const ok = await obtain(server, { ...credentials, otp: await codeAt(secret, s) });
    expect(ok.status).toBe(200);
    expect((await me(server, ok.body.access)).status).toBe(200);
    for (const used of [s, s - 1]) {
      const replay = await obtain(server, { ...credentials, otp: await codeAt(secret, used) });
      expect(replay.status, `step ${used - s}`).toBe(400);
      expect(replay.body).toEqual({ message: 'WRONG_OTP' });
    }
    const next = await obtain(server, { ...credentials, otp: await codeAt(secret, s + 1) });
    expect(next.status).toBe(200);
  });

  it('accepts one code once when two sign-ins race with it', async () => {
    const person = investor(5);
    const { access } = await login(server, person);
    const secret = (await enableTwoFactor(server, { token: access, password: person.password }, otpCode)).secret;
    const otp = await codeAt(secret, stepNow() + 1);
    const answers = await Promise.all([0, 1].map(() => obtain(server, { username: person.username, password: person.password, otp })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({ message: 'WRONG_OTP' });
  });

  it('answers 429 after 5 wrong codes, even to a right one', async () => {
    const person = investor(2);
    const { access } = await login(server, person);
    const secret = (await enableTwoFactor(server, { token: access, password: person.password }, otpCode)).secret;
    const credentials = { username: person.username, password: person.password };
    const wrong = await wrongCode(secret);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await obtain(server, { ...credentials, otp: wrong });
      expect(answer.status, `attempt ${attempt}`).toBe(400);
      expect(answer.body).toEqual({ message: 'WRONG_OTP' });
    }
    const sixth = await obtain(server, { ...credentials, otp: await codeAt(secret, stepNow() + 1) });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'TOO_MANY_REQUESTS' });
  });

  it('changes the password with two-factor: old password, then a code; other sessions end', async () => {
    const person = investor(3);
    const current = await login(server, person);
    // Turning two-factor on ends the other sessions: the other device signs in after it, with the next code.
    const s = await freshWindow(6);
    const secret = await enableWith(server, current.access, person.password, s - 1);
    const other = await login(server, { ...person, otp: await codeAt(secret, s) });
    const newPassword = 'New-Passw0rd!x';
    const change = (body: Record<string, string>) =>
      call(server, 'POST', '/auth/change_password/', {
        json: { old_password: person.password, new_password: newPassword, ...body },
        token: current.access,
      });

    const wrongOld = await change({ old_password: 'Not-the-0ld!' });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { old_password: 'OLD_PASSWORD_WRONG' } });
    for (const [weak, key] of [
      ['weakpassword', 'PASSWORD_SPECIAL'],
      ['Sh0rt!', 'PASSWORD_MORE_THAN_8'],
      ['', 'PASSWORD_REQUIRED'],
    ] as const) {
      const answer = await change({ new_password: weak });
      expect(answer.status, weak).toBe(400);
      expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { new_password: key } });
    }
    const noCode = await change({});
    expect(noCode.status).toBe(405);
    expect(noCode.body).toEqual({ message: 'OTP_REQUIRED' });
    const wrongCodeAnswer = await change({ otp: await wrongCode(secret) });
    expect(wrongCodeAnswer.status).toBe(400);
    expect(wrongCodeAnswer.body).toEqual({ message: 'WRONG_OTP' });
    // Nothing changed so far.
    expect((await me(server, other.access)).status).toBe(200);

    const before = server.mailbox.messages.length;
    const changed = await change({ otp: await codeAt(secret, s + 1) });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'PASSWORD_CHANGED' });

    expect((await me(server, current.access)).status).toBe(200);
    const ended = await me(server, other.access);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ message: 'SESSION_REVOKED' });
    expect((await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: other.refresh } })).status).toBe(401);

    const oldPassword = await obtain(server, { username: person.username, password: person.password });
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });
    // The new password is right: the server only asks for the code now.
    const newPasswordAnswer = await obtain(server, { username: person.username, password: newPassword });
    expect(newPasswordAnswer.status).toBe(405);
    expect(newPasswordAnswer.body).toEqual({ message: 'OTP_REQUIRED' });

    const notice = await server.mailbox.waitFor(person.email, { after: before, subject: /password/ });
    expect(notice.subject).toBe('SiamICO: your password was changed');
  });

  it('changes the password without a code when two-factor is off; the notice follows the language', async () => {
    const person = investor(4);
    const current = await login(server, person);
    const other = await login(server, person);
    expect((await call(server, 'POST', '/auth/language/', { json: { language: 'th' }, token: current.access })).status).toBe(204);
    const before = server.mailbox.messages.length;
    const changed = await call(server, 'POST', '/auth/change_password/', {
      json: { old_password: person.password, new_password: 'Another-Passw0rd ' },
      token: current.access,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'PASSWORD_CHANGED' });
    expect((await me(server, other.access)).status).toBe(401);
    expect((await obtain(server, { username: person.username, password: 'Another-Passw0rd ' })).status).toBe(200);
    const notice = await server.mailbox.waitFor(person.email, { after: before });
    // (The test's MIME reader keeps the folding space between encoded words: compare without spaces.)
    expect(notice.subject.replace(/\s+/g, '')).toBe('SiamICO:เปลี่ยนรหัสผ่านแล้ว');
    expect(notice.text).toContain('รหัสผ่านของบัญชีคุณถูกเปลี่ยนแล้ว');
  });

  it('turns off only with a fresh code', async () => {
    const { access } = await login(server, investor(6));
    const { password } = investor(6);
    const s = await freshWindow(1);
    const secret = await enableWith(server, access, password, s);

    const noCode = await otpMode(server, access, { mfa_enabled: 'false', password });
    expect(noCode.status).toBe(405);
    expect(noCode.body).toEqual({ message: 'OTP_REQUIRED' });
    const used = await otpMode(server, access, { mfa_enabled: 'false', password, otp: await codeAt(secret, s) });
    expect(used.status).toBe(400);
    expect(used.body).toEqual({ message: 'WRONG_OTP' });
    expect((await me(server, access)).body).toMatchObject({ mfa_enabled: true });

    const before = server.mailbox.messages.length;
    const off = await otpMode(server, access, { mfa_enabled: 'false', password, otp: await codeAt(secret, s + 1) });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ secret_url: '', message: 'MFA_DISABLED' });
    expect((await me(server, access)).body).toMatchObject({ mfa_enabled: false });
    expect((await server.mailbox.waitFor(investor(6).email, { after: before })).subject).toBe('SiamICO: two-factor authentication off');
    expect((await obtain(server, { username: investor(6).username, password: investor(6).password })).status).toBe(200);

    for (const form of [
      { mfa_enabled: 'false', password },
      { mfa_enabled: 'false', password, otp: await codeAt(secret, s + 1) },
    ] as Record<string, string>[]) {
      const again = await otpMode(server, access, form);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: 'MFA_NOT_ENABLED' });
    }
    // Turning it on again starts with a new secret.
    const setup = await otpMode(server, access, { mfa_enabled: 'true', password });
    expect(secretOf(String(setup.body.secret_url))).not.toBe(secret);
  });

  it('does not let staff turn two-factor off (403 MFA_REQUIRED)', async () => {
    // Two-factor turned on through the API: createStaff's own sign-in with the previous window's code fails
    // whenever a window edge falls between making the code and the server checking it.
    const staff = await createStaff(server, 'admin', { mfa: false });
    const secret = (await enableTwoFactor(server, { token: staff.tokens.access, password: staff.password }, otpCode)).secret;
    const answer = await otpMode(server, staff.tokens.access, {
      mfa_enabled: 'false',
      password: staff.password,
      otp: await codeAt(secret, stepNow() + 1),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'MFA_REQUIRED' });
    expect((await me(server, staff.tokens.access)).body).toMatchObject({ mfa_enabled: true, role: 'admin' });
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/auth/setotpmode/', '/auth/change_password/', '/auth/language/']) {
      const answer = await call(server, 'POST', path, {
        json: { mfa_enabled: true, old_password: 'x', new_password: 'y', language: 'th' },
      });
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual({ message: 'UNAUTHORIZED' });
    }
  });

  it('sets the language of the mails: th and en, nothing else', async () => {
    const { access } = await login(server, investor(7));
    const th = await call(server, 'POST', '/auth/language/', { json: { language: 'th' }, token: access });
    expect(th.status).toBe(204);
    expect(th.body).toEqual({});
    expect((await me(server, access)).body).toMatchObject({ language: 'th' });
    const french = await call(server, 'POST', '/auth/language/', { json: { language: 'fr' }, token: access });
    expect(french.status).toBe(400);
    expect(french.body).toEqual({ message: 'VALIDATION_FAILED', detail: { language: 'INVALID_OPTION' } });
    expect((await me(server, access)).body).toMatchObject({ language: 'th' });
    expect((await call(server, 'POST', '/auth/language/', { form: { language: 'en' }, token: access })).status).toBe(204);
    expect((await me(server, access)).body).toMatchObject({ language: 'en' });
  });
});
