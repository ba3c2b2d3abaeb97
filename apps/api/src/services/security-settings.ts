import type { Language } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import { AppError } from '../errors';
import { mails } from '../mail/templates';
import { hashPassword, verifyPassword } from '../security/passwords';
import { LIMITS } from '../security/rate-limiter';
import type { Deps } from './deps';
import { type Authenticated, acceptOtp, revokeOtherSessions } from './sessions';

/**
 * `POST /auth/change_password/`: the current password first (its own error), then the one-time code for a
 * user with two-factor (405 without it). Other sessions end; the user is told by mail.
 */
export async function changePassword(
  deps: Deps,
  auth: Authenticated,
  input: { old_password: string; new_password: string; otp?: string | undefined },
): Promise<void> {
  const account = auth.user;
  await deps.limiter.consume(LIMITS.passwordAccount, `user:${account.id}`);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.old_password))) {
    throw new AppError('OLD_PASSWORD_WRONG', { old_password: 'OLD_PASSWORD_WRONG' });
  }
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    await acceptOtp(deps, account, input.otp);
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.database.db.update(user).set({ passwordHash, updatedAt: new Date() }).where(eq(user.id, account.id));
  await deps.limiter.reset(LIMITS.passwordAccount, `user:${account.id}`);
  await revokeOtherSessions(deps, account.id, auth.sessionId, 'password-changed');
  await deps.mailer.send(mails.passwordChanged(account.email, account.language as Language)).catch(() => {});
}

export type OtpModeAnswer = { secret_url: string; message: 'SCAN_QR_CODE' | 'MFA_ENABLED' | 'MFA_DISABLED' };

/**
 * `POST /auth/setotpmode/` (spec section 7). Turning on: without a code it answers the secret URL for the QR
 * (the same pending secret until it is confirmed, so reloading the page keeps the QR valid); with a code from
 * that secret it switches on. Turning off needs a code (405 without one); staff must keep it on.
 */
export async function setOtpMode(
  deps: Deps,
  auth: Authenticated,
  input: { mfa_enabled: boolean; otp?: string | undefined },
): Promise<OtpModeAnswer> {
  const account = auth.user;
  const db = deps.database.db;
  if (input.mfa_enabled) {
    if (account.mfaEnabled) throw new AppError('MFA_ALREADY_ENABLED');
    if (!input.otp) {
      let secret = account.otpPendingSecret ? deps.otp.open(account.otpPendingSecret) : null;
      if (!secret) {
        secret = deps.otp.newSecret();
        await db
          .update(user)
          .set({ otpPendingSecret: deps.otp.seal(secret) })
          .where(eq(user.id, account.id));
      }
      return { secret_url: deps.otp.uri(secret, account.username), message: 'SCAN_QR_CODE' };
    }
    if (!account.otpPendingSecret) throw new AppError('BAD_REQUEST');
    await deps.limiter.consume(LIMITS.otpAccount, `user:${account.id}`);
    const step = await deps.otp.check(deps.otp.open(account.otpPendingSecret), input.otp, null);
    if (step === null) throw new AppError('WRONG_OTP');
    await db
      .update(user)
      .set({ mfaEnabled: true, otpSecret: account.otpPendingSecret, otpPendingSecret: null, otpLastStep: step, updatedAt: new Date() })
      .where(eq(user.id, account.id));
    await deps.limiter.reset(LIMITS.otpAccount, `user:${account.id}`);
    await deps.mailer.send(mails.twoFactorChanged(account.email, account.language as Language, true)).catch(() => {});
    return { secret_url: '', message: 'MFA_ENABLED' };
  }
  if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  if (account.role) throw new AppError('MFA_REQUIRED');
  if (!input.otp) throw new AppError('OTP_REQUIRED');
  await acceptOtp(deps, account, input.otp);
  await db
    .update(user)
    .set({ mfaEnabled: false, otpSecret: null, otpLastStep: null, updatedAt: new Date() })
    .where(eq(user.id, account.id));
  await deps.mailer.send(mails.twoFactorChanged(account.email, account.language as Language, false)).catch(() => {});
  return { secret_url: '', message: 'MFA_DISABLED' };
}
