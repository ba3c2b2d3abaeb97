import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element the URL's #anchor names once the page has rendered it. */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
