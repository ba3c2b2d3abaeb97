import { useSyncExternalStore } from 'react';
import { clearAllDrafts } from './form-draft';

/** What the browser keeps of a signed-in user (spec section 3): the user, the access and the refresh token. */
export type StoredUser = { username: string; email: string };
export type Session = { user: StoredUser; accessToken: string; refreshToken: string };

const KEYS = { user: 'user', access: 'accessToken', refresh: 'refreshToken' } as const;
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };

/** The stored session, or null; the same object while nothing changed (for useSyncExternalStore). */
export function readSession(): Session | null {
  try {
    const raw = [localStorage.getItem(KEYS.user), localStorage.getItem(KEYS.access), localStorage.getItem(KEYS.refresh)].join('\u0000');
    if (raw === cached.raw) return cached.session;
    const [userJson, accessToken, refreshToken] = raw.split('\u0000');
    let session: Session | null = null;
    if (userJson && accessToken && refreshToken) {
      const user = JSON.parse(userJson) as Partial<StoredUser>;
      if (typeof user.username === 'string' && typeof user.email === 'string') {
        session = { user: { username: user.username, email: user.email }, accessToken, refreshToken };
      }
    }
    cached = { raw, session };
    return session;
  } catch {
    return null;
  }
}

const notify = () => {
  for (const listener of listeners) listener();
};

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
  localStorage.setItem(KEYS.access, session.accessToken);
  localStorage.setItem(KEYS.refresh, session.refreshToken);
  notify();
}

/** After a refresh: new tokens, same user. */
export function saveTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(KEYS.access, accessToken);
  localStorage.setItem(KEYS.refresh, refreshToken);
  notify();
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  // The unsent forms hold identity data: they end with the session.
  clearAllDrafts();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
