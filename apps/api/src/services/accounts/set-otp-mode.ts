import type { OtpModeAnswer } from '@ico/domain/contracts/accounts';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { mails } from '../../mail/templates';
import { GUARDS } from '../../security/account-guard';
import type { Deps, RequestMeta } from '../deps';
import { acceptOtp } from '../sessions/accept-otp';
import type { Authenticated } from '../sessions/authenticate-session';
import { guardAttempt } from '../sessions/guard-attempt';

/**
 * `POST /auth/setotpmode/` (spec section 7). Turning on: without a code it answers the secret URL for the QR
 * (the same pending secret until it is confirmed, so reloading the page keeps the QR valid); with a code from
 * that secret it switches on. Turning off needs a code (405 without one); staff must keep it on.
 */
export async function setOtpMode(
  deps: Deps,
  auth: Authenticated,
  input: { mfa_enabled: boolean; otp?: string | undefined },
  meta: RequestMeta,
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
    const attempt = await guardAttempt(deps, GUARDS.code, account.id, meta);
    const step = await deps.otp.check(deps.otp.open(account.otpPendingSecret), input.otp, null);
    if (step === null) throw new AppError('WRONG_OTP');
    await db
      .update(user)
      .set({ mfaEnabled: true, otpSecret: account.otpPendingSecret, otpPendingSecret: null, otpLastStep: step, updatedAt: new Date() })
      .where(eq(user.id, account.id));
    await attempt.succeeded();
    await deps.mailer.send(mails.twoFactorChanged(account.email, account.language, true)).catch(() => {});
    return { secret_url: '', message: 'MFA_ENABLED' };
  }
  if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  if (account.role) throw new AppError('MFA_REQUIRED');
  if (!input.otp) throw new AppError('OTP_REQUIRED');
  await acceptOtp(deps, account, input.otp, meta);
  await db
    .update(user)
    .set({ mfaEnabled: false, otpSecret: null, otpLastStep: null, updatedAt: new Date() })
    .where(eq(user.id, account.id));
  await deps.mailer.send(mails.twoFactorChanged(account.email, account.language, false)).catch(() => {});
  return { secret_url: '', message: 'MFA_DISABLED' };
}
