/**
 * A mailed sign-in link works once, within 15 minutes, and only together with the account's password (and its
 * one-time code when two-factor is on): the owner's way in while sign-ins from new addresses are slowed down
 * (decision 0028). A newer link ends the older ones.
 */
export const SIGN_IN_LINK_MINUTES = 15;
