import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the URL's #anchor names once the page has rendered it, and again when the web fonts have
 * loaded: the Thai font changes the height of the text above the anchor, which would leave it off screen.
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    let current = true;
    void document.fonts?.ready.then(() => {
      if (current) target.scrollIntoView({ block: 'start' });
    });
    return () => {
      current = false;
    };
  }, [hash, ready]);
}
