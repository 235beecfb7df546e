import { useEffect } from 'react';

const SITE_NAME = 'Staybook';

/**
 * Full document title for a page: "Page — Staybook" (the brand alone when the page is the brand), or the title as
 * given when it is already whole (the pages people find in search: the contract's page-titles.ts).
 */
export function pageTitle(title: string, whole = false): string {
  if (whole) return title;
  return !title || title === SITE_NAME ? SITE_NAME : `${title} — ${SITE_NAME}`;
}

function setDescription(description: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/**
 * Sets the tab title and meta description while a page is shown. The server fills the same tags
 * (and Open Graph) on first load for crawlers; this keeps them right during client-side navigation.
 */
export function usePageMeta(title: string, description?: string, whole = false): void {
  useEffect(() => {
    document.title = pageTitle(title, whole);
    if (description) setDescription(description);
  }, [title, description, whole]);
}
