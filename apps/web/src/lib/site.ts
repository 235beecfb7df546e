/** Facts about the brand shown in several places (footer, pages, splash). */
export const site = {
  name: 'Staybook',
  infoEmail: 'info@staybook.in',
  phone: '+91 832 240 0000',
  phoneHref: 'tel:+918322400000',
  copyrightYear: 2025,
} as const;

/** The lead popup listens for this window event; anything may open it with a source. */
export const OPEN_LEAD_FORM_EVENT = 'openLeadForm';

export function openLeadForm(source = 'manual'): void {
  window.dispatchEvent(new CustomEvent(OPEN_LEAD_FORM_EVENT, { detail: { source } }));
}

/** Session flag that skips the startup splash (set after it has been seen once this session; tests set it). */
export const SKIP_SPLASH_KEY = 'staybook_skip_splash';
