import type { SuitabilityValidity } from '@ico/domain/contracts/suitability-validity';
import { suitabilityExpired, suitabilityExpiresAt, suitabilityRenewalOpen } from '@ico/domain/suitability-expiry';
import type { Config } from '../../config';
import type { UserRow } from '../accounts/user-row';

/** The validity of the account's suitability assessment (issue 30, deliver 6): SUITABILITY_VALID_DAYS from the pass. */
export function suitabilityValidityOf(
  account: Pick<UserRow, 'suitabilityPassedAt'>,
  config: Pick<Config, 'suitabilityValidDays'>,
  now = new Date(),
): SuitabilityValidity {
  const passedAt = account.suitabilityPassedAt;
  const days = config.suitabilityValidDays;
  return {
    passedAt: passedAt?.toISOString() ?? null,
    expiresAt: passedAt ? suitabilityExpiresAt(passedAt, days).toISOString() : null,
    expired: suitabilityExpired(passedAt, now, days),
    renewalOpen: suitabilityRenewalOpen(passedAt, now, days),
  };
}
