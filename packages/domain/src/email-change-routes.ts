/**
 * The pages the mailed links of an e-mail change open: `${path}/${code}`. A module of its own so that the web app's
 * route table and shell do not carry the e-mail change schemas (and zod) into their first chunk.
 */
export const EMAIL_CHANGE_LINK_PATH = { confirm: '/confirmEmail', cancel: '/cancelEmailChange' } as const;
export type EmailChangeLinkKind = keyof typeof EMAIL_CHANGE_LINK_PATH;
