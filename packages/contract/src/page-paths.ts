/**
 * Every page path of the guest site and the console, once: the web app's router builds its routes from these, and
 * the server answers 404 (still with the app's not-found page) for any other page address.
 */
export const pagePaths = {
  home: '/',
  oldHome: '/old-home',
  auth: '/auth',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  kyc: '/kyc-details',
  propertyList: '/property-list',
  selectRooms: '/select-rooms',
  profile: '/profile',
  bookings: '/bookings',
  bookingDetails: '/booking-details',
  /** A guest's change of their booking's dates, rooms, plan or guests (always with the booking id). */
  changeBooking: '/change-booking',
  /** The confirmation after payment: the summary and a printable voucher (always with the booking id). */
  bookingConfirmation: '/booking-confirmation',
  reviewBooking: '/review-booking',
  /** A guest's review of a completed stay (always with the booking id; linked from the invitation and the booking). */
  rateStay: '/rate-your-stay',
  support: '/support',
  settings: '/settings',
  propertyDetails: '/property-details',
  contact: '/contact-us',
  about: '/about-us',
  refundPolicy: '/refund-cancellation-policy',
  roomDetails: '/room-details',
  /** A desk booking's payment link, paid without signing in (always with its token: /pay/<token>). */
  paymentLink: '/pay',
  /** The guest's saved properties (issue 24); /wishlist/<token> is a list someone shared, read-only. */
  wishlist: '/wishlist',
  admin: '/admin',
} as const;

// A room's page always names the room; the bare path has no page.
const exact = new Set<string>(
  Object.values(pagePaths).filter(
    (p) =>
      p !== pagePaths.roomDetails &&
      p !== pagePaths.bookingConfirmation &&
      p !== pagePaths.changeBooking &&
      p !== pagePaths.rateStay &&
      p !== pagePaths.paymentLink,
  ),
);
/** Pages that take one id segment after their path. */
const withId = [
  pagePaths.bookingDetails,
  pagePaths.propertyDetails,
  pagePaths.roomDetails,
  pagePaths.bookingConfirmation,
  pagePaths.changeBooking,
  pagePaths.rateStay,
  pagePaths.paymentLink,
  pagePaths.wishlist,
];

/** Whether a page address (no query) is one the app has a page for; trailing slashes are ignored. */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (exact.has(path)) return true;
  // Every address below /admin is the console's (its areas, and its own not-found page).
  if (path.startsWith(`${pagePaths.admin}/`)) return true;
  return withId.some((base) => {
    if (!path.startsWith(`${base}/`)) return false;
    const rest = path.slice(base.length + 1);
    return rest.length > 0 && !rest.includes('/');
  });
}

/** Addresses people (and the spec's own links) use that are not pages: each leads to the page it meant. */
export const pageAliases: Readonly<Record<string, string>> = {
  '/properties': pagePaths.propertyList,
  '/login': pagePaths.auth,
  '/signin': pagePaths.auth,
  '/contact': pagePaths.contact,
  '/about': pagePaths.about,
};

/** The page an alias address means (case and trailing slashes ignored), or undefined. */
export const pageAliasOf = (pathname: string): string | undefined =>
  pageAliases[pathname.replace(/\/+$/, '').toLowerCase()];

/** The public guest pages the server renders in full (the rest depend on who is signed in and start in the browser). */
const serverRenderedExact = new Set<string>([
  pagePaths.home,
  pagePaths.oldHome,
  pagePaths.propertyList,
  pagePaths.privacyPolicy,
  pagePaths.terms,
  pagePaths.support,
  pagePaths.contact,
  pagePaths.about,
  pagePaths.refundPolicy,
]);

/** Whether the server renders this page address (no query) with its content, not only the app's shell. */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (serverRenderedExact.has(path)) return true;
  return [pagePaths.propertyDetails, pagePaths.roomDetails].some((base) => {
    if (!path.startsWith(`${base}/`)) return false;
    const rest = path.slice(base.length + 1);
    return rest.length > 0 && !rest.includes('/');
  });
}
