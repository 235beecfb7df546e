import type { PageArea } from '@staybook/contract/messages/areas';
import { pagePaths } from '@staybook/contract/page-paths';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { loadAreas, type PageLanguage } from '../lib/i18n';
import { paths } from '../lib/paths';
import { RouteErrorScreen } from './layout/error-screens';
import { RootLayout } from './layout/root-layout';

type PageModule = { default: ComponentType };

const CONSOLE_ROUTE_ID = 'console';

/** Each console page is its own chunk, loaded by the router on first visit. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Each guest page is its own chunk too, loaded by React (React.lazy) inside the layout's Suspense boundary. That is
 * what lets a server-rendered page come alive at once: the browser hydrates the header and footer immediately and the
 * page's part when its chunk arrives, keeping the server's HTML meanwhile, and React replays a tap made on it in
 * between (with the router's own lazy routes nothing could hydrate before the chunk, and an early tap was lost).
 * Navigations are transitions, so moving to a page whose chunk is still loading keeps the current page on screen.
 */
const guestPageOf = (load: () => Promise<PageModule>): Pick<RouteObject, 'Component'> => ({ Component: lazy(load) });

/**
 * What the console shows while its lazy route module loads on the first render: nothing beyond what the shell already
 * painted (the splash), said explicitly so React Router does not warn. Guest pages have nothing for the router to load
 * (they are React.lazy inside the layout's Suspense), so their root needs none.
 */
const HydrateFallback = () => null;

/**
 * The console dashboard's loader, read from the console's own chunk when /admin is opened (the guest's entry names
 * only the import), so the dashboard's queries start alongside its page chunk as every console page's do.
 */
const consoleDashboardLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async (args) => {
    const { consoleLoader, consolePageQueries } = await import('../features/admin/console-loaders');
    return consoleLoader(queryClient, 'dashboard.view', consolePageQueries.dashboard)(args);
  };

/**
 * The routes. `language` is the page's language as it loads: a page whose texts are an area of their own
 * (@staybook/contract/messages/areas) loads that area's messages with its chunk, in parallel, so neither waits for
 * the other (without it, the page's `useT(area)` would load them after the chunk).
 */
export const buildRoutes = (queryClient: QueryClient, language?: Promise<PageLanguage>): RouteObject[] => {
  /** A guest page whose texts are `areas`' (besides the shell's). */
  const guestPage = (load: () => Promise<PageModule>, areas: readonly PageArea[] = []) =>
    guestPageOf(
      areas.length > 0 && language
        ? () => Promise.all([load(), language.then((l) => loadAreas(l, areas))]).then(([module]) => module)
        : load,
    );
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: paths.home, ...guestPage(() => import('../features/home/pages/home-page'), ['home']) },
        { path: paths.oldHome, ...guestPage(() => import('../features/home/pages/old-home-page')) },
        { path: paths.auth, ...guestPage(() => import('../features/auth/pages/auth-page'), ['auth']) },
        {
          path: paths.privacyPolicy,
          ...guestPage(() => import('../features/info-pages/pages/privacy-policy-page'), ['legal']),
        },
        { path: paths.terms, ...guestPage(() => import('../features/info-pages/pages/terms-page'), ['legal']) },
        { path: paths.kyc, ...guestPage(() => import('../features/account/pages/kyc-page'), ['info']) },
        {
          path: paths.propertyList,
          ...guestPage(() => import('../features/properties/pages/property-list-page'), ['list']),
        },
        {
          path: paths.selectRooms,
          ...guestPage(() => import('../features/booking/pages/select-rooms-page'), ['rooms', 'dialogs']),
        },
        { path: paths.profile, ...guestPage(() => import('../features/account/pages/profile-page'), ['info']) },
        { path: paths.bookings, ...guestPage(() => import('../features/bookings/pages/bookings-page'), ['bookings']) },
        {
          path: paths.bookingDetails,
          // Its rows' words for the party, the stay and a promise are the confirmation's (booking-rows.ts).
          ...guestPage(() => import('../features/bookings/pages/booking-details-page'), ['bookings', 'confirmation']),
        },
        {
          path: `${paths.bookingDetails}/:bookingId`,
          // Its rows' words for the party, the stay and a promise are the confirmation's (booking-rows.ts).
          ...guestPage(() => import('../features/bookings/pages/booking-details-page'), ['bookings', 'confirmation']),
        },
        {
          path: `${paths.changeBooking}/:bookingId`,
          ...guestPage(() => import('../features/bookings/pages/change-booking-page'), ['bookings']),
        },
        {
          path: `${paths.bookingConfirmation}/:bookingId`,
          ...guestPage(
            () => import('../features/bookings/pages/booking-confirmation-page'),
            [
              'confirmation',
              // Its tax documents' section is the bookings pages' (one area for the booking's own words).
              'bookings',
            ],
          ),
        },
        {
          path: paths.reviewBooking,
          ...guestPage(() => import('../features/booking/pages/review-booking-page'), ['booking', 'dialogs']),
        },
        {
          path: `${paths.rateStay}/:bookingId`,
          ...guestPage(() => import('../features/reviews/pages/rate-stay-page'), ['bookings']),
        },
        { path: paths.support, ...guestPage(() => import('../features/info-pages/pages/support-page'), ['info']) },
        {
          path: paths.settings,
          ...guestPage(() => import('../features/info-pages/pages/settings-page'), ['info']),
        },
        {
          path: paths.propertyDetails,
          ...guestPage(
            () => import('../features/property-details/pages/property-details-page'),
            ['property', 'dialogs'],
          ),
        },
        {
          path: `${paths.propertyDetails}/:propertyId`,
          ...guestPage(
            () => import('../features/property-details/pages/property-details-page'),
            ['property', 'dialogs'],
          ),
        },
        { path: paths.contact, ...guestPage(() => import('../features/info-pages/pages/contact-page'), ['info']) },
        { path: paths.about, ...guestPage(() => import('../features/info-pages/pages/about-page'), ['info']) },
        {
          path: paths.refundPolicy,
          ...guestPage(() => import('../features/info-pages/pages/refund-policy-page'), ['info']),
        },
        {
          path: `${pagePaths.roomDetails}/:roomId`,
          ...guestPage(() => import('../features/rooms/pages/room-details-page'), ['rooms']),
        },
        {
          path: `${pagePaths.paymentLink}/:token`,
          ...guestPage(() => import('../features/payment-link/pages/payment-link-page'), ['booking']),
        },
        { path: paths.wishlist, ...guestPage(() => import('../features/wishlist/pages/wishlist-page'), ['info']) },
        {
          path: `${paths.wishlist}/:token`,
          ...guestPage(() => import('../features/wishlist/pages/shared-wishlist-page'), ['info']),
        },
        { path: '*', ...guestPage(() => import('./layout/not-found-page'), ['info']) },
      ],
    },
    {
      // The console shell; its dashboard is the index, and its other areas are patched in on the first navigation below
      // /admin (see createRouter), so the guest site's entry names no more console chunks than these two.
      id: CONSOLE_ROUTE_ID,
      path: paths.admin,
      errorElement: <RouteErrorScreen />,
      HydrateFallback,
      ...page(() => import('../features/admin/admin-app')),
      children: [
        {
          id: 'console-dashboard',
          index: true,
          loader: consoleDashboardLoader(queryClient),
          ...page(() => import('../features/admin/dashboard/dashboard-page')),
        },
      ],
    },
  ];
};

/**
 * The router; console loaders start their queries in `queryClient`, the one the app's provider holds. `basename` is
 * the page's language prefix ('/hi'; '' for English): every route and link of the app is written once, without it,
 * and a page in Hindi links to Hindi pages (docs/languages.md).
 */
export function createRouter(queryClient: QueryClient, basename = '', language?: Promise<PageLanguage>) {
  return createBrowserRouter(buildRoutes(queryClient, language), {
    ...(basename ? { basename } : {}),
    // The console's areas join the route tree the first time an address below /admin is asked for.
    async patchRoutesOnNavigation({ path, patch }) {
      if (path !== paths.admin && !path.startsWith(`${paths.admin}/`)) return;
      const { consoleAreaRoutes } = await import('../features/admin/console-routes');
      patch(CONSOLE_ROUTE_ID, consoleAreaRoutes(queryClient));
    },
  });
}
