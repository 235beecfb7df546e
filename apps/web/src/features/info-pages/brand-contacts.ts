import { site } from '../../lib/site';

/**
 * The brand's published contact points: every information page reads them from here. The e-mail address is the
 * server's one support address (SUPPORT_EMAIL, read with useSupportEmail / SupportEmailLink), never written here.
 */
export const brandContacts = {
  /** Shown as written (lib/site.ts: no-break spaces between its groups); `supportPhoneHref` is the dialable form. */
  supportPhone: site.phone,
  supportPhoneHref: site.phoneHref,
  whatsappHref: 'https://wa.me/918322400000',
  address: 'Staybook Hospitality, Panaji, Goa 403001, India',
  hours: '24/7, every day of the year',
} as const;

/** Figures the About page states. */
export const brandFigures = [
  { value: '200k+', label: 'Happy guests', figure: 'guests' },
  { value: '50+', label: 'Properties', figure: 'properties' },
  { value: '4.8', label: 'Average rating', figure: 'rating' },
  { value: '5+', label: 'Cities', figure: 'cities' },
] as const;
