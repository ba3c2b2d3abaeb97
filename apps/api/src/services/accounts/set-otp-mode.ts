import type { OtpModeAnswer, SetOtpModeInput } from '@ico/domain/contracts/accounts';
import { and, eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { GUARDS } from '../../security/account-guard';
import type { Deps, RequestMeta } from '../deps';
import { deleteRecoveryCodes, issueRecoveryCodes } from '../recovery-codes/issue-recovery-codes';
import type { Authenticated } from '../sessions/authenticate-session';
import { guardAttempt } from '../sessions/guard-attempt';
import { markSecondFactor } from '../sessions/mark-second-factor';
import { updateUsers } from '../sessions/session-state-writes';
import { confirmIdentity } from './confirm-identity';
import { tellSecurityChange } from './tell-security-change';

/**
 * `POST /auth/setotpmode/` (spec section 7), every call with the current password: a bearer token alone never
 * changes two-factor (issue 15: a leaked token turned it on with the thief's authenticator and locked the owner out).
 * Turning on: without a code it answers the secret URL for the QR (the same pending secret until it is confirmed, so
 * reloading the page keeps the QR valid); with a code from that secret it switches on, answers ten recovery codes once
 * and marks this session as one that presented a second factor. Turning off needs a one-time or recovery code (405
 * without one) and deletes the recovery codes; staff must keep it on. Either change ends the other sessions.
 */
export async function setOtpMode(deps: Deps, auth: Authenticated, input: SetOtpModeInput, meta: RequestMeta): Promise<OtpModeAnswer> {
  const account = auth.user;
  const db = deps.database.db;
  if (input.mfa_enabled) {
    if (account.mfaEnabled) throw new AppError('MFA_ALREADY_ENABLED');
    await confirmIdentity(deps, account, { password: input.password }, meta);
    if (!input.otp) {
      let secret = account.otpPendingSecret ? deps.otp.open(account.otpPendingSecret) : null;
      if (!secret) {
        secret = deps.otp.newSecret();
        await updateUsers(deps, db, eq(user.id, account.id), { otpPendingSecret: deps.otp.seal(secret) });
      }
      return { secret_url: deps.otp.uri(secret, account.username), message: 'SCAN_QR_CODE' };
    }
    if (!account.otpPendingSecret) throw new AppError('BAD_REQUEST');
    const pendingSecret = account.otpPendingSecret;
    const attempt = await guardAttempt(deps, GUARDS.code, account.id, meta);
    const step = await deps.otp.check(deps.otp.open(pendingSecret), input.otp, null);
    if (step === null) throw new AppError('WRONG_OTP');
    const codes = await db.transaction(async (tx) => {
      // Conditional: of two requests racing to switch it on, one wins and the other answers 409.
      const switched = await updateUsers(deps, tx, and(eq(user.id, account.id), eq(user.mfaEnabled, false)), {
        mfaEnabled: true,
        otpSecret: pendingSecret,
        otpPendingSecret: null,
        otpLastStep: step,
        updatedAt: new Date(),
      });
      if (switched.length === 0) throw new AppError('MFA_ALREADY_ENABLED');
      await markSecondFactor(deps, tx, auth.sessionId);
      return issueRecoveryCodes(tx, account.id);
    });
    await attempt.succeeded();
    await tellSecurityChange(deps, auth, 'two-factor-on');
    return { secret_url: '', message: 'MFA_ENABLED', recovery_codes: codes };
  }
  if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  if (account.role) throw new AppError('MFA_REQUIRED');
  await confirmIdentity(deps, account, { password: input.password, otp: input.otp }, meta);
  await db.transaction(async (tx) => {
    await updateUsers(deps, tx, eq(user.id, account.id), {
      mfaEnabled: false,
      otpSecret: null,
      otpPendingSecret: null,
      otpLastStep: null,
      updatedAt: new Date(),
    });
    await deleteRecoveryCodes(tx, account.id);
  });
  await tellSecurityChange(deps, auth, 'two-factor-off');
  return { secret_url: '', message: 'MFA_DISABLED' };
}
