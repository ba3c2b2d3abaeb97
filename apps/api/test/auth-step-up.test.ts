import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '@ico/domain/recovery-codes';
import { BANK_ACCOUNT_FIELDS } from '@ico/testing/kyc-samples';
import { nextOtp } from '@ico/testing/otp';
import { enableTwoFactor, type TwoFactor } from '@ico/testing/portal';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, recoveryCode, user, verificationSubmission } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import {
  type AccountsServer,
  call,
  type InvestorInput,
  login,
  otpCode,
  secretOf,
  signUp,
  staffMember,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { multipart, type Part, PNG, textParts } from './support/admin-offerings';
import { ONE_DATABASE } from './support/test-server';

const RECOVERY_FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Six digits that are no code the server could accept now. */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((steps) => otpCode(secret, steps))));
  for (let n = 271_828; ; n = (n + 7_919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe.each([ONE_DATABASE])('step-up and recovery codes on %s', (database) => {
  let server: AccountsServer;

  type Investor = { input: InvestorInput; tokens: Tokens; id: number };
  const investor = async (): Promise<Investor> => {
    const input = await signUp(server);
    const tokens = await login(server, input);
    const [row] = await server.app.database.db.select({ id: user.id }).from(user).where(eq(user.username, input.username));
    return { input, tokens, id: row?.id as number };
  };
  /** Two-factor on in the investor's session, as the page does it: answers the secret, the code spent and the codes. */
  const twoFactorOn = (person: Investor): Promise<TwoFactor> =>
    enableTwoFactor(server, { token: person.tokens.access, password: person.input.password });
  const me = (token: string) => call(server, 'GET', '/auth/me/', { token });
  const otpMode = (token: string, form: Record<string, string>) => call(server, 'POST', '/auth/setotpmode/', { form, token });
  const count = (token: string) => call<{ remaining: number; total: number }>(server, 'GET', '/auth/recovery_codes/', { token });
  const renew = (token: string, json: Record<string, string>) =>
    call<{ recovery_codes: string[] }>(server, 'POST', '/auth/recovery_codes/', { json, token });
  const replace = (token: string, json: Record<string, string>) =>
    call<{ secret_url: string; message: string; recovery_codes?: string[] }>(server, 'POST', '/auth/authenticator/replace/', {
      json,
      token,
    });
  const storedCodes = (userId: number) => server.app.database.db.select().from(recoveryCode).where(eq(recoveryCode.userId, userId));
  const sessionOf = async (userId: number) =>
    server.app.database.db
      .select()
      .from(authSession)
      .where(and(eq(authSession.userId, userId), isNull(authSession.revokedAt)));

  beforeAll(async () => {
    server = await startAccountsServer(database);
  }, 120_000);
  afterAll(() => server?.close());

  describe('the attack of issue 15: a leaked access token turns two-factor on with the thief’s authenticator', () => {
    it('is refused without the password: no QR secret, no switch; the owner still signs in with the password alone', async () => {
      const owner = await investor();
      const stolen = owner.tokens.access;
      const noPassword = await otpMode(stolen, { mfa_enabled: 'true' });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body).toEqual({ message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_REQUIRED' } });
      const guessed = await otpMode(stolen, { mfa_enabled: 'true', password: 'Guess-passw0rd!' });
      expect(guessed.status).toBe(400);
      expect(guessed.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } });
      // A code of a secret the thief made up is refused as well: there is no pending secret of theirs.
      const withCode = await otpMode(stolen, { mfa_enabled: 'true', password: 'Guess-passw0rd!', otp: '123456' });
      expect(withCode.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } });
      const [row] = await server.app.database.db.select().from(user).where(eq(user.id, owner.id));
      expect(row).toMatchObject({ mfaEnabled: false, otpPendingSecret: null, otpSecret: null });
      expect((await login(server, owner.input)).access).toEqual(expect.any(String));
    });

    it('cannot turn it off or renew codes with the token alone either', async () => {
      const owner = await investor();
      await twoFactorOn(owner);
      const off = await otpMode(owner.tokens.access, { mfa_enabled: 'false', otp: '123456' });
      expect(off.body).toEqual({ message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_REQUIRED' } });
      const codes = await renew(owner.tokens.access, {});
      expect(codes.body).toEqual({ message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_REQUIRED' } });
      const replaced = await replace(owner.tokens.access, { password: 'Guess-passw0rd!', otp: '123456' });
      expect(replaced.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } });
      expect((await me(owner.tokens.access)).body).toMatchObject({ mfa_enabled: true });
    });
  });

  describe('turning two-factor on', () => {
    it('answers ten recovery codes once, stores only their hashes, marks this session and ends the others', async () => {
      const owner = await investor();
      const other = await login(server, owner.input);
      const before = server.mailbox.messages.length;
      const { recoveryCodes } = await twoFactorOn(owner);

      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_FORMAT);
      const stored = await storedCodes(owner.id);
      expect(stored.map((row) => row.codeHash).sort()).toEqual(
        recoveryCodes.map((code) => hashToken(normalizeRecoveryCode(code) ?? '')).sort(),
      );
      for (const row of stored) expect(recoveryCodes.join()).not.toContain(row.codeHash);
      expect((await count(owner.tokens.access)).body).toEqual({ remaining: 10, total: 10 });

      const sessions = await sessionOf(owner.id);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.secondFactorAt).toBeInstanceOf(Date);
      const ended = await me(other.access);
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual({ message: 'SESSION_REVOKED' });

      const notice = await server.mailbox.waitFor(owner.input.email, { after: before, subject: /two-factor/ });
      expect(notice.subject).toBe('SiamICO: two-factor authentication on');
      expect(notice.text).toContain('recovery codes');
      expect(notice.text).toContain('other devices were signed out');
      expect(notice.text).not.toContain(recoveryCodes[0]);
    });

    it('keeps the QR secret hidden without the password, and the same secret across reloads with it', async () => {
      const owner = await investor();
      const password = owner.input.password;
      const first = await otpMode(owner.tokens.access, { mfa_enabled: 'true', password });
      expect(first.body).toEqual({ secret_url: expect.stringMatching(/^otpauth:\/\//), message: 'SCAN_QR_CODE' });
      expect((await otpMode(owner.tokens.access, { mfa_enabled: 'true', password })).body).toEqual(first.body);
      const other = await login(server, owner.input);
      expect((await otpMode(other.access, { mfa_enabled: 'true' })).status).toBe(400);
    });
  });

  describe('recovery codes', () => {
    it('count and renew with password and a code; a recovery code works as the code, once; the old set dies', async () => {
      const owner = await investor();
      const { recoveryCodes } = await twoFactorOn(owner);
      const token = owner.tokens.access;
      const [first, second] = recoveryCodes as [string, string];

      const noCode = await renew(token, { password: owner.input.password });
      expect(noCode.status).toBe(405);
      expect(noCode.body).toEqual({ message: 'OTP_REQUIRED' });
      const wrongPassword = await renew(token, { password: 'Not-the-passw0rd', otp: first });
      expect(wrongPassword.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } });
      const malformed = await renew(token, { password: owner.input.password, otp: 'ABCD-EFGH' });
      expect(malformed.body).toEqual({ message: 'VALIDATION_FAILED', detail: { otp: 'OTP_6_DIGITS' } });
      expect((await count(token)).body).toEqual({ remaining: 10, total: 10 });

      // Typed in lower case without dashes: the same code.
      const before = server.mailbox.messages.length;
      const renewed = await renew(token, { password: owner.input.password, otp: first.replaceAll('-', '').toLowerCase() });
      expect(renewed.status).toBe(200);
      expect(renewed.body.recovery_codes).toHaveLength(10);
      expect(renewed.body.recovery_codes.some((code) => recoveryCodes.includes(code))).toBe(false);
      expect((await count(token)).body).toEqual({ remaining: 10, total: 10 });
      const notice = await server.mailbox.waitFor(owner.input.email, { after: before, subject: /recovery codes/ });
      expect(notice.subject).toBe('SiamICO: new recovery codes');

      // The spent code and an unused code of the old set are both dead.
      for (const old of [first, second]) {
        const refused = await renew(token, { password: owner.input.password, otp: old });
        expect(refused.status, old).toBe(400);
        expect(refused.body).toEqual({ message: 'WRONG_OTP' });
      }
      const [fresh] = renewed.body.recovery_codes as [string];
      expect((await renew(token, { password: owner.input.password, otp: fresh })).status).toBe(200);
      expect((await renew(token, { password: owner.input.password, otp: fresh })).body).toEqual({ message: 'WRONG_OTP' });
    });

    it('counts what is left as codes are spent, and no code of another user works', async () => {
      const owner = await investor();
      const stranger = await investor();
      const mine = await twoFactorOn(owner);
      const theirs = await twoFactorOn(stranger);
      const change = (otp: string) =>
        call(server, 'POST', '/auth/change_password/', {
          json: { old_password: owner.input.password, new_password: owner.input.password, otp },
          token: owner.tokens.access,
        });
      expect((await change(theirs.recoveryCodes[0] as string)).body).toEqual({ message: 'WRONG_OTP' });
      expect((await change(mine.recoveryCodes[3] as string)).status).toBe(200);
      expect((await count(owner.tokens.access)).body).toEqual({ remaining: 9, total: 10 });
      expect((await count(stranger.tokens.access)).body).toEqual({ remaining: 10, total: 10 });
    });

    it('spends a code once when two requests race with it', async () => {
      const owner = await investor();
      const { recoveryCodes } = await twoFactorOn(owner);
      const code = recoveryCodes[0] as string;
      const answers = await Promise.all([0, 1].map(() => renew(owner.tokens.access, { password: owner.input.password, otp: code })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    });

    it('answers MFA_NOT_ENABLED without two-factor, 0 of 0 to count, and 401 without a token', async () => {
      const owner = await investor();
      expect((await count(owner.tokens.access)).body).toEqual({ remaining: 0, total: 0 });
      const answer = await renew(owner.tokens.access, { password: owner.input.password });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'MFA_NOT_ENABLED' });
      expect((await call(server, 'GET', '/auth/recovery_codes/')).status).toBe(401);
      expect((await call(server, 'POST', '/auth/recovery_codes/', { json: { password: 'x' } })).status).toBe(401);
      expect((await call(server, 'POST', '/auth/authenticator/replace/', { json: { password: 'x' } })).status).toBe(401);
    });

    it('turning two-factor off with a recovery code deletes every code and ends the other sessions', async () => {
      const owner = await investor();
      const { recoveryCodes, secret, spent } = await twoFactorOn(owner);
      const other = await login(server, { ...owner.input, otp: await nextOtp(secret, spent) });
      const before = server.mailbox.messages.length;
      const off = await otpMode(owner.tokens.access, {
        mfa_enabled: 'false',
        password: owner.input.password,
        otp: recoveryCodes[5] as string,
      });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ secret_url: '', message: 'MFA_DISABLED' });
      expect(await storedCodes(owner.id)).toEqual([]);
      expect((await count(owner.tokens.access)).body).toEqual({ remaining: 0, total: 0 });
      expect((await me(other.access)).status).toBe(401);
      const notice = await server.mailbox.waitFor(owner.input.email, { after: before, subject: /off/ });
      expect(notice.subject).toBe('SiamICO: two-factor authentication off');
      expect(notice.text).toContain('recovery codes no longer work');
    });
  });

  /** The two-factor secret as the server keeps it, opened (the test plays the owner's authenticator). */
  async function storedSecret(userId: number): Promise<string | null> {
    const [row] = await server.app.database.db.select({ otpSecret: user.otpSecret }).from(user).where(eq(user.id, userId));
    return row?.otpSecret ? server.app.otp.open(row.otpSecret) : null;
  }

  describe('replacing the authenticator', () => {
    it('password and a recovery code give a new QR; a code of the new app puts it in place with new recovery codes', async () => {
      const owner = await investor();
      const old = await twoFactorOn(owner);
      const token = owner.tokens.access;
      const password = owner.input.password;
      const other = await login(server, { ...owner.input, otp: await nextOtp(old.secret, old.spent) });

      const noCode = await replace(token, { password });
      expect(noCode.status).toBe(405);
      expect(noCode.body).toEqual({ message: 'OTP_REQUIRED' });
      const early = await replace(token, { password, new_otp: '123456' });
      expect(early.status).toBe(400);
      expect(early.body).toEqual({ message: 'BAD_REQUEST' });

      const step1 = await replace(token, { password, otp: old.recoveryCodes[0] as string });
      expect(step1.status).toBe(200);
      expect(step1.body).toEqual({ secret_url: expect.stringMatching(/^otpauth:\/\//), message: 'SCAN_QR_CODE' });
      const secret = secretOf(step1.body.secret_url);
      expect(secret).not.toBe(old.secret);
      // Until confirmed, the old authenticator is still the one: the new secret is only pending.
      expect(await storedSecret(owner.id)).toBe(old.secret);

      const wrongPassword = await replace(token, { password: 'Not-the-passw0rd', new_otp: await otpCode(secret) });
      expect(wrongPassword.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } });
      const oldAppCode = await replace(token, { password, new_otp: await wrongCode(secret) });
      expect(oldAppCode.body).toEqual({ message: 'WRONG_OTP' });

      const before = server.mailbox.messages.length;
      const step2 = await replace(token, { password, new_otp: await otpCode(secret) });
      expect(step2.status).toBe(200);
      expect(step2.body).toMatchObject({ secret_url: '', message: 'AUTHENTICATOR_REPLACED' });
      const fresh = step2.body.recovery_codes ?? [];
      expect(fresh).toHaveLength(10);
      expect(await storedSecret(owner.id)).toBe(secret);
      expect((await count(token)).body).toEqual({ remaining: 10, total: 10 });
      expect((await me(other.access)).status).toBe(401);
      const [session] = await sessionOf(owner.id);
      expect(session?.secondFactorAt).toBeInstanceOf(Date);
      const notice = await server.mailbox.waitFor(owner.input.email, { after: before, subject: /authenticator/ });
      expect(notice.subject).toBe('SiamICO: new authenticator app');

      // The old recovery codes died with the old app; the pending secret is spent.
      expect((await renew(token, { password, otp: old.recoveryCodes[1] as string })).body).toEqual({ message: 'WRONG_OTP' });
      expect((await replace(token, { password, new_otp: await otpCode(secret, 1) })).body).toEqual({ message: 'BAD_REQUEST' });
      expect((await renew(token, { password, otp: fresh[0] as string })).status).toBe(200);
    });

    it('a thief with the token and the password but no second factor cannot confirm a secret the owner asked for', async () => {
      const owner = await investor();
      const old = await twoFactorOn(owner);
      const step1 = await replace(owner.tokens.access, { password: owner.input.password, otp: old.recoveryCodes[0] as string });
      const ownerSecret = secretOf(step1.body.secret_url);
      // The thief holds the owner's stolen token and password; what they lack is the pending secret, answered only to
      // the owner's step one: every guess at its code is refused, and the owner's authenticator stays.
      const guess = await replace(owner.tokens.access, { password: owner.input.password, new_otp: await wrongCode(ownerSecret) });
      expect(guess.body).toEqual({ message: 'WRONG_OTP' });
      expect(await storedSecret(owner.id)).toBe(old.secret);
    });

    it('answers MFA_NOT_ENABLED while two-factor is off', async () => {
      const owner = await investor();
      const answer = await replace(owner.tokens.access, { password: owner.input.password, otp: '123456' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'MFA_NOT_ENABLED' });
    });
  });

  describe('changing the bank account', () => {
    const bankFile = (token: string, extra: Record<string, string> = {}, fields: Record<string, string> = BANK_ACCOUNT_FIELDS) =>
      multipart({ baseUrl: server.baseUrl }, 'POST', '/auth/bank_file/', token, [
        ...textParts({ ...fields, ...extra }),
        { field: 'bookImagePrivate', data: PNG, name: 'book.png', type: 'image/png' } satisfies Part,
      ]);
    /** Compliance returns the investor's newest bank file for resubmission, as the back office does. */
    async function returnBankFile(owner: Investor): Promise<void> {
      const compliance = await staffMember(server, 'compliance');
      const [submission] = await server.app.database.db
        .select({ id: verificationSubmission.id })
        .from(verificationSubmission)
        .where(and(eq(verificationSubmission.userId, owner.id), eq(verificationSubmission.item, 'bankFile')));
      const decided = await call(server, 'POST', `/admin/screening/${submission?.id}/decision/`, {
        json: { decision: 'returnForResubmission', reason: 'The bank book is blurred.' },
        token: compliance.tokens.access,
      });
      expect(decided.status).toBe(200);
    }

    it('takes the first bank file with the token alone; a change needs the password, then a code, and ends the other sessions', async () => {
      const owner = await investor();
      const other = await login(server, owner.input);
      expect(await bankFile(owner.tokens.access)).toEqual({ status: 200, body: { message: 'FINISH' } });
      expect((await me(other.access)).status).toBe(200);

      await returnBankFile(owner);
      const two = await twoFactorOn(owner);
      const stillOther = await login(server, { ...owner.input, otp: await nextOtp(two.secret, two.spent) });
      const changed = { ...BANK_ACCOUNT_FIELDS, accountNumber: '9876543210' };

      const noPassword = await bankFile(owner.tokens.access, {}, changed);
      expect(noPassword.status).toBe(400);
      expect(noPassword.body).toEqual({ message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_REQUIRED' } });
      const wrong = await bankFile(owner.tokens.access, { password: 'Not-the-passw0rd' }, changed);
      expect(wrong.body).toEqual({ message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } });
      const noCode = await bankFile(owner.tokens.access, { password: owner.input.password }, changed);
      expect(noCode.status).toBe(405);
      expect(noCode.body).toEqual({ message: 'OTP_REQUIRED' });
      // A form the server refuses spends no code: the fields are checked first.
      const code = two.recoveryCodes[0] as string;
      const badForm = await bankFile(
        owner.tokens.access,
        { password: owner.input.password, otp: code },
        { ...changed, accountNumber: '12ab' },
      );
      expect(badForm.body).toMatchObject({ message: 'VALIDATION_FAILED', detail: { accountNumber: expect.any(String) } });
      expect((await count(owner.tokens.access)).body).toEqual({ remaining: 10, total: 10 });

      const before = server.mailbox.messages.length;
      const ok = await bankFile(owner.tokens.access, { password: owner.input.password, otp: code }, changed);
      expect(ok).toEqual({ status: 200, body: { message: 'FINISH' } });
      const verification = await call<{ items: { bankFile?: { data: Record<string, string> } } }>(server, 'GET', '/auth/verification/', {
        token: owner.tokens.access,
      });
      // The password and the code are never stored with the submission.
      expect(verification.body.items.bankFile?.data).toEqual(changed);
      expect((await me(stillOther.access)).status).toBe(401);
      const notice = await server.mailbox.waitFor(owner.input.email, { after: before, subject: /bank/ });
      expect(notice.subject).toBe('SiamICO: bank account changed');
    });

    it('a change without two-factor needs the password only; Thai owners are told in Thai', async () => {
      const owner = await investor();
      await call(server, 'POST', '/auth/language/', { json: { language: 'th' }, token: owner.tokens.access });
      expect((await bankFile(owner.tokens.access)).status).toBe(200);
      await returnBankFile(owner);
      const other = await login(server, owner.input);
      const before = server.mailbox.messages.length;
      const ok = await bankFile(owner.tokens.access, { password: owner.input.password });
      expect(ok).toEqual({ status: 200, body: { message: 'FINISH' } });
      expect((await me(other.access)).status).toBe(401);
      const notice = await server.mailbox.waitFor(owner.input.email, { after: before, subject: /เปลี่ยนบัญชีธนาคาร/ });
      expect(notice.subject.replace(/\s+/g, '')).toBe('SiamICO:เปลี่ยนบัญชีธนาคารแล้ว');
      expect(notice.text).toContain('อุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบแล้ว');
    });
  });
});
