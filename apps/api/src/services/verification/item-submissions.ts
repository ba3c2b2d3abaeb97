import { MFA_RESET_DATA_KEY } from '@ico/domain/mfa-reset';
import { sql } from 'drizzle-orm';
import { verificationSubmission } from '../../db/schema';

/**
 * Submissions of the investor's verification items. The selfies of a two-factor reset (their data names the reset)
 * are screened on their own and never stand for the identity item: not its current submission, not its status,
 * not in its screening queue.
 */
export const isItemSubmission = sql`(${verificationSubmission.data} ->> ${MFA_RESET_DATA_KEY}) is null`;
