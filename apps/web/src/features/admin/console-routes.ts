import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type AreaModule = { default: ComponentType };

/** An area of the console, its own chunk, loaded when first opened. */
const area = (load: () => Promise<AreaModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** An area only administrators may open: others read why (the server refuses their calls in any case). */
const adminArea = (load: () => Promise<AreaModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Area }, { adminOnly }] = await Promise.all([load(), import('./components/admin-only')]);
    return { Component: adminOnly(Area) };
  },
});

/**
 * The console's areas below /admin, patched into the router the first time a console address is opened
 * (`patchRoutesOnNavigation` in app/router.tsx), so the guest site's entry carries none of them. Each area is a
 * lazy route of its own chunk; areas with sub-pages read them with useConsolePath().
 */
export const consoleAreaRoutes: RouteObject[] = [
  { id: 'console-bookings', path: 'bookings/*', ...area(() => import('./bookings/bookings-area')) },
  { id: 'console-arrivals', path: 'arrivals', ...area(() => import('./bookings/arrivals-page')) },
  { id: 'console-inventory', path: 'inventory/*', ...area(() => import('./inventory/inventory-area')) },
  { id: 'console-leads', path: 'leads/*', ...area(() => import('./leads/leads-area')) },
  { id: 'console-money', path: 'money', ...area(() => import('./money/money-page')) },
  { id: 'console-catalogue', path: 'catalogue/*', ...adminArea(() => import('./catalogue/catalogue-area')) },
  { id: 'console-hero', path: 'hero', ...adminArea(() => import('./hero/hero-page')) },
  { id: 'console-audit', path: 'audit', ...adminArea(() => import('./audit/audit-page')) },
  { id: 'console-not-found', path: '*', ...area(() => import('./components/console-not-found')) },
];
