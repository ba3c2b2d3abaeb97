/**
 * The investor's page of a two-factor reset's mailed link: `/mfa_reset/{code}`. A module of its own so that the web
 * app's route table does not carry the reset's schemas (and zod) into its first chunk.
 */
export const MFA_RESET_PAGE = '/mfa_reset';
