import { refreshSchema, tokenPairSchema } from '../account';
import { loginSchema } from '../auth-schemas';
/** POST /api/auth/token/obtain/ */
export const obtainSessionContract = { body: loginSchema, response: { 200: tokenPairSchema } };

/** POST /api/auth/token/refresh/ */
export const refreshSessionContract = { body: refreshSchema, response: { 200: tokenPairSchema } };

/** POST /api/auth/logout/ */
export const endSessionContract = { body: refreshSchema };
