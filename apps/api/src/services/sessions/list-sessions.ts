import type { ActiveSession, SessionDeviceType } from '@ico/domain/contracts/sessions';
import { SESSION_DEVICE_TYPES } from '@ico/domain/contracts/sessions';
import { sessionAudience } from '@ico/domain/session-lifetimes';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { authSession } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';

type Device = Pick<ActiveSession, 'browser' | 'os' | 'deviceType'>;

const major = (version: string | undefined) => version?.split('.')[0] || undefined;

/**
 * What a person recognises of a user agent: "Chrome 120", "iOS 17", "Windows 10", and the kind of device. The system's
 * version is left out where browsers freeze it (Safari and Chrome on a Mac always say 10.15.7).
 */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(' ') : null;
  const osName = parsed.os.name;
  const osVersion =
    osName === 'Windows' ? parsed.os.versionName : osName === 'iOS' || osName === 'Android' ? major(parsed.os.version) : undefined;
  const os = osName ? [osName, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  const deviceType = SESSION_DEVICE_TYPES.includes(type as SessionDeviceType) ? (type as SessionDeviceType) : null;
  return { browser, os, deviceType };
}

/**
 * The caller's sessions that can still be used: not revoked, within their lifetime and idle timeout (the limits of
 * the caller's kind). A session is used each time it trades its refresh token, which moves its last use.
 */
export async function listSessions(deps: Deps, caller: UserRow, currentSessionId: string): Promise<ActiveSession[]> {
  const limits = deps.config.sessionLimits[sessionAudience(caller)];
  const now = Date.now();
  const rows = await deps.database.db
    .select()
    .from(authSession)
    .where(
      and(
        eq(authSession.userId, caller.id),
        isNull(authSession.revokedAt),
        gt(authSession.createdAt, new Date(now - limits.lifetimeMs)),
        gt(authSession.lastUsedAt, new Date(now - limits.idleMs)),
      ),
    )
    .orderBy(desc(authSession.lastUsedAt), desc(authSession.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    ...deviceOf(row.userAgent),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    second_factor: row.secondFactorAt !== null,
    current: row.id === currentSessionId,
  }));
}
