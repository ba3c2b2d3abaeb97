/**
 * The page of a mailed sign-in link: `/signInLink/{code}`. A module of its own so that the web app's route table does
 * not carry the link's schemas (and zod) into its first chunk.
 */
export const SIGN_IN_LINK_PAGE = '/signInLink';
