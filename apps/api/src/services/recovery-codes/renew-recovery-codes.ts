import type { RecoveryCodesAnswer } from '@ico/domain/contracts/accounts';
import type { StepUp } from '@ico/domain/contracts/data-exports';
import { AppError } from '../../errors';
import { confirmIdentity } from '../accounts/confirm-identity';
import { tellSecurityChange } from '../accounts/tell-security-change';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { issueRecoveryCodes } from './issue-recovery-codes';

/**
 * `POST /auth/recovery_codes/`: a new set of ten codes with the password and a code (a recovery code works too, and is
 * spent); the earlier codes die. Other sessions end and the owner is told.
 */
export async function renewRecoveryCodes(deps: Deps, auth: Authenticated, input: StepUp, meta: RequestMeta): Promise<RecoveryCodesAnswer> {
  if (!auth.user.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  await confirmIdentity(deps, auth.user, input, meta);
  const codes = await issueRecoveryCodes(deps.database.db, auth.user.id);
  await tellSecurityChange(deps, auth, 'recovery-codes-renewed');
  return { recovery_codes: codes };
}
