import { EMAIL_CHANGE_LINK_PATH } from '@ico/domain/email-change-routes';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { acknowledgeSessionExpired, onSessionExpired, sessionEndCode } from '../lib/api-client';

// The dialog's code (Mantine's modal, focus trap and scroll lock) is fetched only when a session expires.
const SessionExpiredModal = lazy(() => import('./session-expired-modal').then((m) => ({ default: m.SessionExpiredModal })));

/**
 * Pages opened from a mailed link stay where they are: going to /login would lose the link, and undoing an e-mail
 * change is needed most right after someone else's confirmation ended this device's session.
 */
const LINK_PAGES = Object.values(EMAIL_CHANGE_LINK_PATH).map((path) => `${path}/`);

/**
 * Spec section 8: a 401 with a stored user logs out, says the session ended (and why, when the server said: its time
 * limits, or a sign-out from elsewhere), and goes to /login, which brings the user back here after the next sign-in.
 */
export function SessionExpiredDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const code = useSyncExternalStore(onSessionExpired, sessionEndCode);
  const open = code !== null;
  // Once shown it stays mounted with the last reason, so that closing it animates like any other dialog.
  const [shown, setShown] = useState<string | null>(null);
  // Where the user was when the session ended (read at that moment, not as the address changes afterwards).
  const from = useRef('');
  from.current = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (code === null) return;
    setShown(code);
    // The cache's module is loaded already (a session ended, so a page used it); imported here, a visitor's first
    // page does not carry it.
    const cache = import('../lib/query-client');
    if (LINK_PAGES.some((path) => window.location.pathname.startsWith(path))) {
      // The link's own check is on screen (a cleared query in flight would never answer): only the rest goes.
      void cache.then(({ queryClient }) => queryClient.removeQueries({ type: 'inactive' }));
      return;
    }
    void cache.then(({ queryClient }) => queryClient.clear());
    // Straight to /login (a guarded page would otherwise show its own 'log in first' dialog too).
    navigate('/login', { replace: true, state: { from: from.current } });
  }, [code, navigate]);
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal opened={open} reason={shown} onClose={acknowledgeSessionExpired} />
    </Suspense>
  );
}
