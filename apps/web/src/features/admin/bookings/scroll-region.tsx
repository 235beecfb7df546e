import type { ReactNode } from 'react';

/** A wide table's horizontal scroller on phones: focusable and named, so keyboard users can scroll it too. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="overflow-x-auto focus:outline-2 focus:outline-sky-600" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
