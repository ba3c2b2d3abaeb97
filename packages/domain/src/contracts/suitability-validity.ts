import { z } from 'zod';
import { endpoint } from './endpoint';

/** How long the caller's suitability assessment stays valid (issue 30, deliver 6), for the profile and the test page. */
export const suitabilityValiditySchema = z.object({
  /** null when the test was never passed. */
  passedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  /** The test may be taken again (from 30 days before the end). */
  renewalOpen: z.boolean(),
});
export type SuitabilityValidity = z.infer<typeof suitabilityValiditySchema>;

export const getSuitabilityValidity = endpoint({
  method: 'GET',
  path: '/survay/suitabilitytest/validity/',
  summary: 'When the suitability assessment was passed, when it ends, and whether it may be renewed',
  response: { 200: suitabilityValiditySchema },
});
