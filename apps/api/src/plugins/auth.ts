import { roleCan, type StaffPermission } from '@ico/domain/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { clientAddress } from '../security/client-address';
import { staffRoleOf } from '../services/accounts/user-row';
import type { RequestMeta } from '../services/deps';
import { type Authenticated, authenticate, hasSecondFactor } from '../services/sessions/authenticate-session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** Who is asking: the client's checked address (never text a client wrote) and its user agent. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: clientAddress(request), userAgent: request.headers['user-agent'] };
}

/** The bearer token of the request, or 401 UNAUTHORIZED. */
export function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHORIZED');
  return match[1];
}

/** preHandler of every private route: a valid access token of a live session, or 401. */
export function requireUser(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    request.auth = await authenticate(app, bearer(request));
  };
}

/**
 * The caller of a public route that serves anyone but treats its signed-in owner apart (a mailed link's page):
 * a valid bearer's session, or null for none or any bad one (a public route never answers 401).
 */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<Authenticated | null> {
  if (request.headers.authorization === undefined) return null;
  try {
    return await authenticate(app, bearer(request));
  } catch {
    return null;
  }
}

/** A back-office guard that names the permissions it checks, so the access tests can hold each route against the table. */
export type StaffGuard = ((request: FastifyRequest) => Promise<void>) & { readonly permissions: readonly StaffPermission[] };

/**
 * preHandler of the back office: a staff member (403 for investors), with two-factor on and a session that signed
 * in with it (403 MFA_REQUIRED), whose role grants `permission`, or one of several (403).
 */
export function requireStaff(app: FastifyInstance, permission: StaffPermission | readonly StaffPermission[]): StaffGuard {
  const wanted: readonly StaffPermission[] = typeof permission === 'string' ? [permission] : permission;
  const guard = async (request: FastifyRequest): Promise<void> => {
    const auth = await authenticate(app, bearer(request));
    request.auth = auth;
    const role = staffRoleOf(auth.user);
    if (!role) throw new AppError('FORBIDDEN');
    if (!hasSecondFactor(auth)) throw new AppError('MFA_REQUIRED');
    if (!wanted.some((p) => roleCan(role, p))) throw new AppError('FORBIDDEN');
  };
  return Object.assign(guard, { permissions: wanted });
}

/** The signed-in caller of a route behind requireUser or requireStaff. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  // An answer to a signed-in request (its errors too) may be personal: no browser or proxy keeps a copy,
  // unless the route chose its own caching (public files).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
