import { type GetScrollRestorationKeyFunction, ScrollRestoration } from 'react-router';

/**
 * Where a page was left, kept per history entry, so Back returns there and a new page opens at its top (the spec's
 * scroll-to-top on navigation). Every page loaded as a document starts on an entry whose key is 'default' — the same
 * key for every address — so such an entry is kept by its address instead: a new address typed, followed from a
 * message or opened by a full load opens at its top, not at the position the last page in this tab was left at, and a
 * reload still returns to where the page was.
 */
export const pageScrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function PageScroll() {
  return <ScrollRestoration getKey={pageScrollKey} />;
}
