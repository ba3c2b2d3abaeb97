import { useEffect, useState } from 'react';

/**
 * `opened`, held back until the component has mounted once. Mantine's overlays animate only when `opened`
 * changes after they mount, so one that is loaded on demand and mounted already open would skip its transition.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
