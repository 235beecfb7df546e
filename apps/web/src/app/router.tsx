import { pagePaths } from '@staybook/contract/page-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { RouteErrorScreen } from './layout/error-screens';
import { RootLayout } from './layout/root-layout';

type PageModule = { default: ComponentType };

const CONSOLE_ROUTE_ID = 'console';

/** Each page is its own chunk, loaded on first visit. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * What a route shows while its lazy page module loads on the first render: nothing beyond what the shell already
 * painted (the splash or the page's pre-rendered frame), as before, but said explicitly so React Router does not warn.
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

export const buildRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback,
    children: [
      { path: paths.home, ...page(() => import('../features/home/pages/home-page')) },
      { path: paths.oldHome, ...page(() => import('../features/home/pages/old-home-page')) },
      { path: paths.auth, ...page(() => import('../features/auth/pages/auth-page')) },
      { path: paths.privacyPolicy, ...page(() => import('../features/info-pages/pages/privacy-policy-page')) },
      { path: paths.terms, ...page(() => import('../features/info-pages/pages/terms-page')) },
      { path: paths.kyc, ...page(() => import('../features/account/pages/kyc-page')) },
      { path: paths.propertyList, ...page(() => import('../features/properties/pages/property-list-page')) },
      { path: paths.selectRooms, ...page(() => import('../features/booking/pages/select-rooms-page')) },
      { path: paths.profile, ...page(() => import('../features/account/pages/profile-page')) },
      { path: paths.bookings, ...page(() => import('../features/bookings/pages/bookings-page')) },
      { path: paths.bookingDetails, ...page(() => import('../features/bookings/pages/booking-details-page')) },
      {
        path: `${paths.bookingDetails}/:bookingId`,
        ...page(() => import('../features/bookings/pages/booking-details-page')),
      },
      {
        path: `${paths.changeBooking}/:bookingId`,
        ...page(() => import('../features/bookings/pages/change-booking-page')),
      },
      {
        path: `${paths.bookingConfirmation}/:bookingId`,
        ...page(() => import('../features/bookings/pages/booking-confirmation-page')),
      },
      { path: paths.reviewBooking, ...page(() => import('../features/booking/pages/review-booking-page')) },
      { path: `${paths.rateStay}/:bookingId`, ...page(() => import('../features/reviews/pages/rate-stay-page')) },
      { path: paths.support, ...page(() => import('../features/info-pages/pages/support-page')) },
      { path: paths.settings, ...page(() => import('../features/info-pages/pages/settings-page')) },
      {
        path: paths.propertyDetails,
        ...page(() => import('../features/property-details/pages/property-details-page')),
      },
      {
        path: `${paths.propertyDetails}/:propertyId`,
        ...page(() => import('../features/property-details/pages/property-details-page')),
      },
      { path: paths.contact, ...page(() => import('../features/info-pages/pages/contact-page')) },
      { path: paths.about, ...page(() => import('../features/info-pages/pages/about-page')) },
      { path: paths.refundPolicy, ...page(() => import('../features/info-pages/pages/refund-policy-page')) },
      { path: `${pagePaths.roomDetails}/:roomId`, ...page(() => import('../features/rooms/pages/room-details-page')) },
      {
        path: `${pagePaths.paymentLink}/:token`,
        ...page(() => import('../features/payment-link/pages/payment-link-page')),
      },
      { path: paths.wishlist, ...page(() => import('../features/wishlist/pages/wishlist-page')) },
      {
        path: `${paths.wishlist}/:token`,
        ...page(() => import('../features/wishlist/pages/shared-wishlist-page')),
      },
      { path: '*', ...page(() => import('./layout/not-found-page')) },
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

/**
 * The routes' page modules for `location` loaded into the route objects themselves, so a router made from these
 * routes renders that page at once (hydrating a server-rendered page must not first render a fallback).
 */
export async function loadRouteModules(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The router; console loaders start their queries in `queryClient`, the one the app's provider holds. */
export function createRouter(queryClient: QueryClient, routes: RouteObject[] = buildRoutes(queryClient)) {
  return createBrowserRouter(routes, {
    // The console's areas join the route tree the first time an address below /admin is asked for.
    async patchRoutesOnNavigation({ path, patch }) {
      if (path !== paths.admin && !path.startsWith(`${paths.admin}/`)) return;
      const { consoleAreaRoutes } = await import('../features/admin/console-routes');
      patch(CONSOLE_ROUTE_ID, consoleAreaRoutes(queryClient));
    },
  });
}
