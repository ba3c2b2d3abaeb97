import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where each history entry (by location key) was scrolled to; kept across reloads of the tab. */
const positions = storedPositions();

function scrollToHash(location: Location): boolean {
  if (!location.hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    // Not a decodable id: no anchor to scroll to.
    return false;
  }
}

/**
 * The scroll behaviour of the data router's <ScrollRestoration>, for the declarative router the portal uses:
 * Back, Forward and a reload return to where the entry was left; a new entry starts at its #anchor or at the
 * top; replacing the address of the page being shown (a tab or a filter in the query) keeps the position.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or off: positions last for this page load only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Layout effects: the listener moves to the new entry before the browser reports the new page's scroll.
  useLayoutEffect(() => {
    const remember = () => {
      positions[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    const saved = positions[location.key];
    const revisited = before === null || navigationType === 'POP';
    if (revisited && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHash(location)) return;
    if (navigationType === 'REPLACE' && before?.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
