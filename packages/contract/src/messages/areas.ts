import type { MessageId } from './en';

/**
 * The catalogues cut by where their messages are drawn (docs/languages.md): a page loads the shell's messages (the
 * header, the footer, the search bar, the property cards) and its own area's, never another page's. An id's area is
 * named by its first segment ('home.title' is home's); the compiler writes each language's area to a chunk of its own
 * (compiled/<lang>/<area>.ts), and `useT('home')` in the web app reads only the shell's and home's ids (a type error
 * otherwise), loading the area first if the page has not.
 */
export const MESSAGE_AREAS = {
  /** On every page: loaded with the page, before it hydrates. */
  shell: ['shell', 'header', 'footer', 'search', 'card', 'amenity'],
  home: ['home'],
  list: ['list', 'filters'],
  /**
   * Dialogs drawn on a guest's act: the search bar's pickers (where, the dates' calendar, who), home's "Book Now" and
   * the special-offers popup, loaded when the first of them opens (one area: a loader fewer on every first load); and
   * the stay bar that opens them on the property and rooms pages (those routes load this area with theirs).
   */
  dialogs: ['picker', 'bookNow', 'lead', 'stay'],
  /**
   * The account and information pages' words (one area: a loader fewer on every first load): Settings, the
   * not-found page, the profile, KYC, the wishlist, contact, about, help and support, the refund and cancellation
   * policy, the route error screen, and the older home's own words (its heading and line; its parts are home's).
   */
  info: [
    'settings',
    'notFound',
    'account',
    'kyc',
    'wishlist',
    'contact',
    'about',
    'support',
    'error',
    'policy',
    'oldHome',
  ],
  property: ['property'],
  /** The rooms page and each room's own page (one area: a loader fewer on every first load). */
  rooms: ['rooms', 'room'],
  /**
   * The booking's review page (details and payment steps), reached only from the rooms page; and the guest's payment
   * link page (/pay/<token>), which opens the same checkout and shows the same failure dialog.
   */
  booking: ['review', 'payLink'],
  /**
   * The contract's validation messages in the guest's language (contract-messages.ts), loaded by a page in another
   * language once a guest form shows an error (English shows the contract's own words: nothing to load).
   */
  forms: ['validation'],
  /** The privacy policy and the terms (long texts: their own area, loaded with either page's route). */
  legal: ['legal', 'privacy', 'terms'],
  /** The sign-in dialog (a guest meets it at "Proceed to Payment") and the sign-in page: loaded when either opens. */
  auth: ['auth'],
  /** The booking confirmation page: its voucher and the payment success dialog over it (loaded with its route). */
  confirmation: ['confirm'],
  /**
   * My bookings and a booking's details (one area for both pages, loaded with either route): the list, its chips and
   * cards, the details page, its cancel dialog, refund status and next payment step.
   */
  bookings: ['bookings'],
  /**
   * The welcome splash's words outside English, used by the server only: it swaps them into index.html's splash and
   * writes them into the page for the app's splash (English's are index.html's own). No chunk loads them.
   */
  splash: ['splash'],
  /**
   * The guest's booking messages (SMS and e-mail: confirmed, changed, cancelled, refund credited) in the language the
   * booking was made in, composed by the server only (apps/api's guest-message-texts.ts). No chunk loads them.
   */
  notify: ['notify'],
  // An area is added with its first messages (each is a loader in every language's shell chunk, on every first load).
} as const;

export type MessageArea = keyof typeof MESSAGE_AREAS;
/** The areas a page may load besides the shell's. */
export type PageArea = Exclude<MessageArea, 'shell' | ServerArea>;
/** Areas only the server reads (from compiled/all.ts): no loader in the browser. */
export const SERVER_AREAS = ['splash', 'notify'] as const;
export type ServerArea = (typeof SERVER_AREAS)[number];

export const MESSAGE_AREA_NAMES = Object.keys(MESSAGE_AREAS) as MessageArea[];

/** The ids of an area. */
export type AreaId<Area extends MessageArea> = Extract<MessageId, `${(typeof MESSAGE_AREAS)[Area][number]}.${string}`>;

const areaByPrefix = new Map<string, MessageArea>(
  MESSAGE_AREA_NAMES.flatMap((area) => MESSAGE_AREAS[area].map((prefix) => [prefix, area] as const)),
);

/** The area an id belongs to, or null when its first segment names none (the completeness test forbids that). */
export function areaOf(id: string): MessageArea | null {
  return areaByPrefix.get(id.split('.')[0] ?? '') ?? null;
}
