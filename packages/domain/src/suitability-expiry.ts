/**
 * Issue 30, deliver 6: the SEC requires the suitability assessment to be renewed at least every 2 years (in force
 * 16 November 2025). An assessment is valid SUITABILITY_VALID_DAYS (configuration, 730 by default) from the day it was
 * passed; the investor is mailed SUITABILITY_RENEWAL_NOTICE_DAYS before, may retake the test from then on, and an
 * expired assessment cannot reserve until it is renewed.
 */
export const SUITABILITY_VALID_DAYS_DEFAULT = 730;
export const SUITABILITY_RENEWAL_NOTICE_DAYS = 30;
/** Where a refused reservation sends the investor to renew. */
export const SUITABILITY_TEST_PATH = '/suitabilitytest';

const DAY_MS = 86_400_000;

export const suitabilityExpiresAt = (passedAt: Date, validDays: number): Date => new Date(passedAt.getTime() + validDays * DAY_MS);

/** Expired from the instant the validity ends. An assessment never passed (null) is not "expired": it is missing. */
export const suitabilityExpired = (passedAt: Date | null, now: Date, validDays: number): boolean =>
  passedAt !== null && now.getTime() >= suitabilityExpiresAt(passedAt, validDays).getTime();

/** From the notice on (30 days before the end) and after the end, the test may be taken again. */
export const suitabilityRenewalOpen = (passedAt: Date | null, now: Date, validDays: number): boolean =>
  passedAt !== null && now.getTime() >= suitabilityExpiresAt(passedAt, validDays).getTime() - SUITABILITY_RENEWAL_NOTICE_DAYS * DAY_MS;
