import type { ConsolePermission } from '@staybook/contract/admin-staff';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type AreaModule = { default: ComponentType };

/** An area of the console, its own chunk, loaded when first opened. */
const area = (load: () => Promise<AreaModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * An area one permission opens: members without it read why (the server refuses their calls in any case).
 */
const guarded = (permission: ConsolePermission, load: () => Promise<AreaModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Area }, { requiresPermission }] = await Promise.all([
      load(),
      import('./access/components/requires-permission'),
    ]);
    return { Component: requiresPermission(permission, Area) };
  },
});

/**
 * The console's areas below /admin, patched into the router the first time a console address is opened
 * (`patchRoutesOnNavigation` in app/router.tsx), so the guest site's entry carries none of them. Each area is a
 * lazy route of its own chunk; areas with sub-pages read them with useConsolePath().
 */
export const consoleAreaRoutes: RouteObject[] = [
  { id: 'console-bookings', path: 'bookings/*', ...guarded('bookings.view', () => import('./bookings/bookings-area')) },
  { id: 'console-arrivals', path: 'arrivals', ...guarded('bookings.view', () => import('./bookings/arrivals-page')) },
  {
    id: 'console-inventory',
    path: 'inventory/*',
    ...guarded('rates.manage', () => import('./inventory/inventory-area')),
  },
  {
    id: 'console-rate-plans',
    path: 'rate-plans/*',
    ...guarded('rates.manage', () => import('./rate-plans/rate-plans-area')),
  },
  { id: 'console-leads', path: 'leads/*', ...guarded('engagement.view', () => import('./leads/leads-area')) },
  { id: 'console-money', path: 'money', ...guarded('money.view', () => import('./money/money-page')) },
  {
    id: 'console-catalogue',
    path: 'catalogue/*',
    ...guarded('catalogue.property', () => import('./catalogue/catalogue-area')),
  },
  { id: 'console-hero', path: 'hero', ...guarded('catalogue.brand', () => import('./hero/hero-page')) },
  {
    id: 'console-promotions',
    path: 'promotions/*',
    ...guarded('rates.manage', () => import('./promotions/promotions-area')),
  },
  {
    id: 'console-reviews',
    path: 'reviews',
    ...guarded('reviews.manage', () => import('./reviews/pages/reviews-page')),
  },
  { id: 'console-staff', path: 'staff', ...guarded('staff.manage', () => import('./staff/pages/staff-page')) },
  { id: 'console-audit', path: 'audit', ...guarded('audit.view', () => import('./audit/audit-page')) },
  { id: 'console-not-found', path: '*', ...area(() => import('./components/console-not-found')) },
];
