import type { OtpModeAnswer, ReplaceAuthenticatorInput } from '@ico/domain/contracts/accounts';
import { and, eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { GUARDS } from '../../security/account-guard';
import type { Deps, RequestMeta } from '../deps';
import { issueRecoveryCodes } from '../recovery-codes/issue-recovery-codes';
import type { Authenticated } from '../sessions/authenticate-session';
import { guardAttempt } from '../sessions/guard-attempt';
import { markSecondFactor } from '../sessions/mark-second-factor';
import { updateUsers } from '../sessions/session-state-writes';
import { confirmIdentity, confirmPassword } from './confirm-identity';
import { tellSecurityChange } from './tell-security-change';

/**
 * `POST /auth/authenticator/replace/`: a new phone, or the way back after signing in with a recovery code. Step one
 * is a full step-up (the password and a code of the current factor: an old one-time code or a recovery code) and
 * answers a new secret for the QR, kept pending; step two sends the password and `new_otp`, a code from the new app,
 * which proves the secret reached whoever passed step one, and puts the new authenticator in place with ten new
 * recovery codes (the earlier ones die). Other sessions end and the owner is told.
 */
export async function replaceAuthenticator(
  deps: Deps,
  auth: Authenticated,
  input: ReplaceAuthenticatorInput,
  meta: RequestMeta,
): Promise<OtpModeAnswer> {
  const account = auth.user;
  const db = deps.database.db;
  if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  if (!input.new_otp) {
    await confirmIdentity(deps, account, { password: input.password, otp: input.otp }, meta);
    // A new secret on every step one: each asked for a second factor, and the last one answered is the one to scan.
    const secret = deps.otp.newSecret();
    await updateUsers(deps, db, eq(user.id, account.id), { otpPendingSecret: deps.otp.seal(secret) });
    return { secret_url: deps.otp.uri(secret, account.username), message: 'SCAN_QR_CODE' };
  }
  await confirmPassword(deps, account, input.password, meta);
  if (!account.otpPendingSecret) throw new AppError('BAD_REQUEST');
  const pendingSecret = account.otpPendingSecret;
  const attempt = await guardAttempt(deps, GUARDS.code, account.id, meta);
  const step = await deps.otp.check(deps.otp.open(pendingSecret), input.new_otp, null);
  if (step === null) throw new AppError('WRONG_OTP');
  const codes = await db.transaction(async (tx) => {
    // Conditional on the secret that was checked: a step one meanwhile (a newer QR) or a racing step two loses.
    const replaced = await updateUsers(
      deps,
      tx,
      and(eq(user.id, account.id), eq(user.mfaEnabled, true), eq(user.otpPendingSecret, pendingSecret)),
      { otpSecret: pendingSecret, otpPendingSecret: null, otpLastStep: step, updatedAt: new Date() },
    );
    if (replaced.length === 0) throw new AppError('BAD_REQUEST');
    await markSecondFactor(deps, tx, auth.sessionId);
    return issueRecoveryCodes(tx, account.id);
  });
  await attempt.succeeded();
  await tellSecurityChange(deps, auth, 'authenticator-replaced');
  return { secret_url: '', message: 'AUTHENTICATOR_REPLACED', recovery_codes: codes };
}
