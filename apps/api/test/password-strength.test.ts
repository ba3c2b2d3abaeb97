import { newCorporate } from '@ico/testing/investors';
import { linkIn } from '@ico/testing/mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsServer,
  call,
  enableTwoFactor,
  login,
  newInvestor,
  otpCode,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
} from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

/**
 * Passwords nobody guesses (issue 15 item 6): every endpoint that sets a password refuses the common ones, with the
 * usual disguises, and those built from the person's own username, e-mail address or names; the person then sets a
 * good one. The rule itself is the domain's (packages/domain/test/password-strength.test.ts).
 */

const ATTACK_PASSWORDS = ['Password1!', 'P@ssw0rd', 'Qwerty123!', 'Welcome1!', 'Passw0rd!', 'Admin@123'];

describe('passwords nobody guesses', () => {
  let server: AccountsServer;
  let admin: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    admin = await staffMember(server, 'admin');
  }, 120_000);
  afterAll(() => server?.close());

  it('sign-up: refuses each common password and one built from the username, then creates the account with a good one', async () => {
    const person = newInvestor({ username: `somchai${Math.floor(Math.random() * 1e6)}`.slice(0, 12) });
    expect((await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email: person.email } })).status).toBe(200);
    const verificationCode = await server.mailbox.codeFor(person.email);
    const create = (password: string) => call(server, 'POST', '/auth/user/create/', { json: { ...person, password, verificationCode } });
    for (const password of ATTACK_PASSWORDS) {
      const refused = await create(password);
      expect(refused.status, password).toBe(400);
      expect(refused.body, password).toEqual({ message: 'PASSWORD_COMMON', detail: { password: 'PASSWORD_COMMON' } });
    }
    for (const password of [`${person.username}2024!`.replace(/^s/, 'S'), 'Somchai-Jaidee1', `${person.email.split('@')[0]}X1!`]) {
      const refused = await create(password);
      expect(refused.status, password).toBe(400);
      expect(refused.body, password).toEqual({ message: 'PASSWORD_PERSONAL', detail: { password: 'PASSWORD_PERSONAL' } });
    }
    // The link was not spent by the refusals: the good password creates the account, which signs in.
    expect((await create(person.password)).status).toBe(201);
    expect((await login(server, person)).access).toBeTruthy();
  });

  it('set-password link: refuses a common password and one built from the account, then sets a good one', async () => {
    const corporate = newCorporate();
    expect((await call(server, 'POST', '/admin/corporate/', { json: corporate, token: admin.tokens.access })).status).toBe(201);
    const link = linkIn(await server.mailbox.waitFor(corporate.email), '/register/');
    const verificationCode = decodeURIComponent(new URL(link).pathname.split('/')[3] ?? '');
    const activate = (password: string) =>
      call(server, 'POST', '/auth/user/activate/', { json: { email: corporate.email, verificationCode, password } });
    for (const [password, code] of [
      ['Welcome1!', 'PASSWORD_COMMON'],
      ['Anan-Director9', 'PASSWORD_PERSONAL'],
      [`C${corporate.username.slice(1)}!`, 'PASSWORD_PERSONAL'],
    ] as const) {
      const refused = await activate(password);
      expect(refused.status, password).toBe(400);
      expect(refused.body, password).toEqual({ message: code, detail: { password: code } });
    }
    const password = 'Lotus-Canal-Rice7';
    expect((await activate(password)).status).toBe(200);
    expect((await login(server, { username: corporate.username, password })).access).toBeTruthy();
  });

  it('change password: refuses weak new passwords under new_password without spending the code, then changes', async () => {
    const person = await signUp(server);
    const tokens = await login(server, person);
    const secret = (await enableTwoFactor(server, { token: tokens.access, password: person.password }, otpCode)).secret;
    const otp = await otpCode(secret, 1);
    const change = (newPassword: string) =>
      call(server, 'POST', '/auth/change_password/', {
        json: { old_password: person.password, new_password: newPassword, otp },
        token: tokens.access,
      });
    for (const [password, code] of [
      ['P@ssw0rd', 'PASSWORD_COMMON'],
      ['Admin@123', 'PASSWORD_COMMON'],
      [`${person.username}#1A`, 'PASSWORD_PERSONAL'],
      ['Jaidee2024!', 'PASSWORD_PERSONAL'],
    ] as const) {
      const refused = await change(password);
      expect(refused.status, password).toBe(400);
      expect(refused.body, password).toEqual({ message: code, detail: { new_password: code } });
    }
    // The same code still changes the password: the refusals spent nothing.
    const changed = await change('Mango-Sticky-Rice8');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const signIn = await call(server, 'POST', '/auth/token/obtain/', {
      json: { username: person.username, password: 'Mango-Sticky-Rice8' },
    });
    expect(signIn.status).toBe(405);
  });
});
