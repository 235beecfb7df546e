import type { ConsolePermission } from '@staybook/contract/admin-staff';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { permissionGate } from './access/components/requires-permission';
import { consoleLoader, consolePageQueries } from './console-loaders';

type PageQueries = (typeof consolePageQueries)[keyof typeof consolePageQueries];

/** A page: its own chunk, loaded when first opened. */
const lazyPage = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The console's areas below /admin, patched into the router the first time a console address is opened
 * (`patchRoutesOnNavigation` in app/router.tsx), so the guest site's entry carries none of them. Each area is a route
 * guarded by the permission that opens it (members without it read why; the server refuses their calls in any case),
 * and each of its pages is a lazy child whose loader starts the page's queries while the page's chunk downloads
 * (console-loaders.ts).
 */
export function consoleAreaRoutes(queryClient: QueryClient): RouteObject[] {
  /** A page of an area `permission` opens, with the loader of its queries. */
  const page = (
    permission: ConsolePermission,
    queries: PageQueries,
    load: () => Promise<ComponentType>,
  ): Pick<RouteObject, 'lazy' | 'loader'> => ({
    loader: consoleLoader(queryClient, permission, queries),
    ...lazyPage(load),
  });
  /** An area: its permission checked once for all its pages. */
  const area = (id: string, path: string, permission: ConsolePermission, children: RouteObject[]): RouteObject => ({
    id: `console-${id}`,
    path,
    Component: permissionGate(permission),
    children,
  });
  const q = consolePageQueries;

  return [
    area('bookings', 'bookings', 'bookings.view', [
      {
        id: 'console-bookings-list',
        index: true,
        ...page('bookings.view', q.bookings, () =>
          import('./bookings/pages/bookings-list-page').then((m) => m.default),
        ),
      },
      {
        id: 'console-booking',
        path: ':bookingId',
        ...page('bookings.view', q.booking, () => import('./bookings/booking-route').then((m) => m.default)),
      },
    ]),
    area('new-booking', 'new-booking', 'bookings.manage', [
      {
        id: 'console-new-booking-form',
        index: true,
        ...page('bookings.manage', q.newBooking, () =>
          import('./desk-booking/pages/new-booking-page').then((m) => m.default),
        ),
      },
    ]),
    area('arrivals', 'arrivals', 'bookings.view', [
      {
        id: 'console-arrivals-board',
        index: true,
        ...page('bookings.view', q.arrivals, () => import('./bookings/pages/arrivals-page').then((m) => m.default)),
      },
    ]),
    area('room-grid', 'room-grid', 'bookings.view', [
      {
        id: 'console-room-grid-window',
        index: true,
        ...page('bookings.view', q.roomGrid, () => import('./rooms/pages/room-grid-page').then((m) => m.default)),
      },
    ]),
    area('groups', 'groups', 'bookings.view', [
      {
        id: 'console-groups-list',
        index: true,
        ...page('bookings.view', q.groups, () => import('./groups/pages/groups-page').then((m) => m.default)),
      },
      {
        id: 'console-group',
        path: ':groupId',
        ...page('bookings.view', q.group, () => import('./groups/pages/group-page').then((m) => m.default)),
      },
    ]),
    area('housekeeping', 'housekeeping', 'housekeeping.update', [
      {
        id: 'console-housekeeping-board',
        index: true,
        ...page('housekeeping.update', q.housekeeping, () =>
          import('./housekeeping/pages/housekeeping-page').then((m) => m.default),
        ),
      },
    ]),
    area('form-c', 'form-c', 'kyc.view', [
      {
        id: 'console-form-c-list',
        index: true,
        ...page('kyc.view', q.formC, () => import('./form-c/pages/form-c-page').then((m) => m.default)),
      },
    ]),
    area('extras', 'extras', 'catalogue.brand', [
      {
        id: 'console-extras-list',
        index: true,
        ...page('catalogue.brand', q.extras, () => import('./folio/pages/extras-page').then((m) => m.default)),
      },
    ]),
    area('inventory', 'inventory', 'rates.manage', [
      {
        id: 'console-inventory-calendar',
        index: true,
        ...page('rates.manage', q.inventory, () => import('./inventory/pages/inventory-page').then((m) => m.default)),
      },
    ]),
    area('channels', 'channels', 'rates.manage', [
      {
        id: 'console-calendar-sync',
        index: true,
        ...page('rates.manage', q.channels, () => import('./channels/pages/calendar-sync-page').then((m) => m.default)),
      },
    ]),
    area('rate-plans', 'rate-plans', 'rates.manage', [
      {
        id: 'console-rate-plans-property',
        index: true,
        ...page('rates.manage', q.ratePlans, () => import('./rate-plans/pages/rate-plans-page').then((m) => m.default)),
      },
      {
        id: 'console-rate-plans-bulk',
        path: 'bulk',
        ...page('rates.manage', q.ratePlans, () => import('./rate-plans/pages/rates-bulk-page').then((m) => m.default)),
      },
    ]),
    area('leads', 'leads', 'engagement.view', [
      {
        // The area's heading and tabs, over the open tab.
        id: 'console-leads-tabs',
        ...lazyPage(() => import('./leads/pages/leads-page').then((m) => m.default)),
        children: [
          {
            id: 'console-leads-list',
            index: true,
            ...page('engagement.view', q.leads, () => import('./leads/components/leads-tab').then((m) => m.default)),
          },
          {
            id: 'console-price-unlocks',
            path: 'price-unlocks',
            ...page('engagement.view', q.priceUnlocks, () =>
              import('./leads/components/price-unlocks-tab').then((m) => m.default),
            ),
          },
          {
            id: 'console-contact-messages',
            path: 'contact',
            ...page('engagement.view', q.contactMessages, () =>
              import('./leads/components/contact-tab').then((m) => m.default),
            ),
          },
          {
            id: 'console-leads-not-found',
            path: '*',
            ...lazyPage(() => import('./leads/pages/leads-page').then((m) => m.NoSuchTab)),
          },
        ],
      },
    ]),
    area('reports', 'reports', 'dashboard.view', [
      {
        // The area's heading, definitions, range and tabs, over the open tab.
        id: 'console-reports-tabs',
        ...lazyPage(() => import('./reports/pages/reports-page').then((m) => m.default)),
        children: [
          {
            id: 'console-reports-performance',
            index: true,
            ...page('dashboard.view', q.reportsPerformance, () =>
              import('./reports/pages/performance-tab').then((m) => m.default),
            ),
          },
          {
            id: 'console-reports-nights',
            path: 'nights',
            ...page('dashboard.view', q.reportsNights, () =>
              import('./reports/pages/nights-tab').then((m) => m.default),
            ),
          },
          {
            id: 'console-reports-pickup',
            path: 'pickup',
            ...page('dashboard.view', q.reportsPickup, () =>
              import('./reports/pages/pickup-tab').then((m) => m.default),
            ),
          },
          {
            id: 'console-reports-cancellations',
            path: 'cancellations',
            ...page('dashboard.view', q.reportsCancellations, () =>
              import('./reports/pages/cancellations-tab').then((m) => m.default),
            ),
          },
          // Money and tax need the money panel's permission (brand-wide), as the API does.
          area('reports-payments', 'payments', 'money.view', [
            {
              index: true,
              ...page('money.view', q.reportsPayments, () =>
                import('./reports/pages/payments-tab').then((m) => m.default),
              ),
            },
          ]),
          area('reports-gst', 'gst', 'money.view', [
            {
              index: true,
              ...page('money.view', q.reportsGst, () => import('./reports/pages/gst-tab').then((m) => m.default)),
            },
          ]),
          area('reports-documents', 'documents', 'money.view', [
            {
              index: true,
              ...page('money.view', q.reportsDocuments, () =>
                import('./reports/pages/documents-tab').then((m) => m.default),
              ),
            },
          ]),
          {
            id: 'console-reports-not-found',
            path: '*',
            ...lazyPage(() => import('./reports/pages/reports-page').then((m) => m.NoSuchReport)),
          },
        ],
      },
    ]),
    area('money', 'money', 'money.view', [
      {
        id: 'console-money-overview',
        index: true,
        ...page('money.view', q.money, () => import('./money/pages/money-page').then((m) => m.default)),
      },
    ]),
    area('catalogue', 'catalogue', 'catalogue.property', [
      {
        id: 'console-catalogue-properties',
        index: true,
        ...page('catalogue.property', q.properties, () =>
          import('./catalogue/pages/property-list-page').then((m) => m.default),
        ),
      },
      {
        path: 'properties',
        children: [
          {
            id: 'console-catalogue-property-list',
            index: true,
            ...page('catalogue.property', q.properties, () =>
              import('./catalogue/pages/property-list-page').then((m) => m.default),
            ),
          },
          // Creating a property and the brand-wide lists need `catalogue.brand`, as the API does.
          area('catalogue-new-property', 'new', 'catalogue.brand', [
            {
              index: true,
              ...page('catalogue.brand', q.newProperty, () =>
                import('./catalogue/pages/new-property-page').then((m) => m.default),
              ),
            },
          ]),
          {
            id: 'console-catalogue-property',
            path: ':propertyId',
            ...page('catalogue.property', q.property, () =>
              import('./catalogue/property-editor-route').then((m) => m.default),
            ),
          },
        ],
      },
      area('catalogue-cities', 'cities', 'catalogue.brand', [
        {
          index: true,
          ...page('catalogue.brand', q.cities, () => import('./catalogue/pages/cities-page').then((m) => m.default)),
        },
      ]),
      area('catalogue-categories', 'categories', 'catalogue.brand', [
        {
          index: true,
          ...page('catalogue.brand', q.categories, () =>
            import('./catalogue/pages/categories-page').then((m) => m.default),
          ),
        },
      ]),
      {
        id: 'console-catalogue-translations',
        path: 'translations',
        ...page('catalogue.property', q.missingTranslations, () =>
          import('./catalogue/pages/translations-missing-page').then((m) => m.default),
        ),
      },
      area('catalogue-brand-words', 'brand-words', 'catalogue.brand', [
        {
          index: true,
          ...page('catalogue.brand', q.brandTranslations, () =>
            import('./catalogue/pages/brand-words-page').then((m) => m.default),
          ),
        },
      ]),
      area('catalogue-deals', 'deals', 'catalogue.brand', [
        {
          index: true,
          ...page('catalogue.brand', q.deals, () => import('./catalogue/pages/deals-page').then((m) => m.default)),
        },
      ]),
    ]),
    area('hero', 'hero', 'catalogue.brand', [
      {
        id: 'console-hero-slides',
        index: true,
        ...page('catalogue.brand', q.hero, () => import('./hero/pages/hero-page').then((m) => m.default)),
      },
    ]),
    area('notifications', 'notifications', 'catalogue.brand', [
      {
        id: 'console-notification-templates',
        index: true,
        ...lazyPage(() => import('./notifications/pages/templates-page').then((m) => m.default)),
      },
    ]),
    area('promotions', 'promotions', 'rates.manage', [
      {
        id: 'console-promotions-all',
        index: true,
        ...page('rates.manage', q.promotions, () => import('./promotions/promotions-routes').then((m) => m.default)),
      },
      {
        id: 'console-promotions-property',
        path: 'property',
        ...page('rates.manage', q.propertyPromotions, () =>
          import('./promotions/promotions-routes').then((m) => m.PropertyPromotionsRoute),
        ),
      },
    ]),
    area('reviews', 'reviews', 'reviews.manage', [
      {
        id: 'console-reviews-list',
        index: true,
        ...page('reviews.manage', q.reviews, () => import('./reviews/pages/reviews-page').then((m) => m.default)),
      },
    ]),
    area('staff', 'staff', 'staff.manage', [
      {
        id: 'console-staff-list',
        index: true,
        ...page('staff.manage', q.staff, () => import('./staff/pages/staff-page').then((m) => m.default)),
      },
    ]),
    area('audit', 'audit', 'audit.view', [
      {
        id: 'console-audit-log',
        index: true,
        ...page('audit.view', q.audit, () => import('./audit/pages/audit-page').then((m) => m.default)),
      },
    ]),
    {
      id: 'console-not-found',
      path: '*',
      ...lazyPage(() => import('./components/console-not-found').then((m) => m.default)),
    },
  ];
}
