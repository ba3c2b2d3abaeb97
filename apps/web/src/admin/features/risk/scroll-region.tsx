import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone: the scrolling box is a named region that takes the focus, so a keyboard
 * can scroll it (axe: scrollable-region-focusable), also when the table holds no link.
 */
export function ScrollRegion({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
    <section aria-label={label} aria-labelledby={labelledBy} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </section>
  );
}
