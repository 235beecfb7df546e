import { todayIst } from '@staybook/contract/stay-dates';

/** Facts about the brand shown in several places (footer, pages, splash). The e-mail is the server's (support-email). */
export const site = {
  name: 'Staybook',
  /** Shown as written, its groups joined by no-break spaces so a line never breaks inside the number. */
  phone: '+91\u00a0832\u00a0240\u00a00000',
  phoneHref: 'tel:+918322400000',
  /** The spec's copyright year: the footer runs from it to the current year. */
  copyrightSince: 2025,
} as const;

/** The footer's copyright years: '2025–2026' (an en dash), or '2025' while it is still 2025 (the year in IST). */
export function copyrightYears(now = new Date()): string {
  const year = Number(todayIst(now).slice(0, 4));
  return year > site.copyrightSince ? `${site.copyrightSince}–${year}` : String(site.copyrightSince);
}

/** The lead popup listens for this window event; anything may open it with a source. */
export const OPEN_LEAD_FORM_EVENT = 'openLeadForm';

export function openLeadForm(source = 'manual'): void {
  window.dispatchEvent(new CustomEvent(OPEN_LEAD_FORM_EVENT, { detail: { source } }));
}

/** Session flag that skips the startup splash (set after it has been seen once this session; tests set it). */
export const SKIP_SPLASH_KEY = 'staybook_skip_splash';
