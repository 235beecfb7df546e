import type { ConsolePermission, MyAccess } from '@staybook/contract/admin-staff';
import { todayIst } from '@staybook/contract/stay-dates';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { myAccessQuery } from './access/api/get-my-access';
import { can } from './access/logic/can';
import { auditFacetsQueryOptions } from './audit/api/get-audit-facets';
import { auditFilterKeys, getAuditLogQueryOptions } from './audit/api/get-audit-log';
import { arrivalsBoardOf, arrivalsQueryOptions } from './bookings/api/get-arrivals';
import { bookingQueryOptions } from './bookings/api/get-booking';
import { bookingFilterKeys, bookingsQueryOptions } from './bookings/api/get-bookings';
import { deskPropertiesQueryOptions } from './bookings/api/get-desk-properties';
import { categoriesQueryOptions } from './catalogue/api/get-categories';
import { citiesQueryOptions } from './catalogue/api/get-cities';
import { dealsQueryOptions } from './catalogue/api/get-deals';
import { promotionOptionsQueryOptions } from './catalogue/api/get-promotion-options';
import {
  allActivePropertiesQueryOptions,
  propertiesQueryOptions,
  propertyFilterKeys,
} from './catalogue/api/get-properties';
import { propertyQueryOptions } from './catalogue/api/get-property';
import { missingTranslationsQuery, propertyTranslationsQuery } from './catalogue/api/translations';
import { roomTypeChannelsQueryOptions } from './channels/api/channels';
import { urlFilterQuery } from './components/list-kit';
import { extrasQuery } from './folio/api/folio';
import { formCListQuery } from './form-c/api/form-c';
import { groupQuery, groupsQuery } from './groups/api/groups';
import { heroCategoryOf, heroSlidesQueryOptions } from './hero/api/get-hero-slides';
import { housekeepingBoardQuery } from './housekeeping/api/housekeeping';
import { boardOf } from './housekeeping/logic/board';
import { roomTypeOptionsQueryOptions } from './inventory/api/get-room-type-options';
import { contactFilterKeys, getContactMessagesQueryOptions } from './leads/api/get-contact-messages';
import { leadSourcesQueryOptions } from './leads/api/get-lead-sources';
import { getLeadsQueryOptions, leadFilterKeys } from './leads/api/get-leads';
import { getPriceUnlocksQueryOptions, priceUnlockFilterKeys } from './leads/api/get-price-unlocks';
import { moneyOverviewQuery } from './money/api/get-money-overview';
import { couponsQueryOptions } from './promotions/api/get-coupons';
import { promotionsQueryOptions } from './promotions/api/get-promotions';
import { propertyOptionsQueryOptions as promotionPropertiesQueryOptions } from './promotions/api/get-property-options';
import { propertyOptionsQueryOptions as ratePlanPropertiesQueryOptions } from './rate-plans/api/get-property-options';
import { cancellationsQueryOptions } from './reports/api/get-cancellations';
import { documentsQuery, documentsQueryOptions } from './reports/api/get-documents';
import { gstSummaryQueryOptions } from './reports/api/get-gst-summary';
import { nightsReportQueryOptions } from './reports/api/get-nights-report';
import { paymentsReportQueryOptions } from './reports/api/get-payments-report';
import { pickupQueryOptions } from './reports/api/get-pickup';
import { stayNightsQuery, stayNightsQueryOptions } from './reports/api/get-stay-nights';
import { documentKindOf, groupingOf, gstinOf, gstMonthOf, reportRangeOf } from './reports/logic/report-range';
import { propertyOptionsQueryOptions as reviewPropertiesQueryOptions } from './reviews/api/get-property-options';
import { reviewFilterKeys, reviewListQuery, reviewsQueryOptions } from './reviews/api/get-reviews';
import { roomAssignmentsQuery } from './rooms/api/room-assignments';
import { roomGridOf } from './rooms/logic/room-grid';
import { staffQuery } from './staff/api/get-staff';

/** Starts one query the page will read (a fresh cache entry is left alone). */
type Start = <TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>) => void;

interface PageArgs {
  search: URLSearchParams;
  params: Params;
  access: MyAccess;
  start: Start;
}

/** What a console page reads on arrival, from the same query options (and so the same cache entries) as the page. */
type PageQueries = (args: PageArgs) => void;

const isConsoleMember = () => {
  const role = useAuthStore.getState().user?.role;
  return role === 'staff' || role === 'admin';
};

/**
 * A route loader that starts a page's queries while its chunk downloads, without holding the navigation: it returns
 * at once and the page shows its own loading state until the answers arrive. Nothing is asked before a member is
 * signed in, nor for a page their role does not open (the server would refuse it).
 */
export function consoleLoader(
  queryClient: QueryClient,
  permission: ConsolePermission,
  queries: PageQueries,
): LoaderFunction {
  return ({ request, params }) => {
    if (!isConsoleMember()) return null;
    const search = new URL(request.url).searchParams;
    const start: Start = (options) => void queryClient.prefetchQuery(options);
    queryClient.ensureQueryData(myAccessQuery).then(
      (access) => can(access, permission) && queries({ search, params, access, start }),
      () => {},
    );
    return null;
  };
}

/** Each console page's queries, by route id. */
export const consolePageQueries = {
  // The dashboard reads the reports' own answers (the same cache entries), so the two can never differ.
  dashboard: ({ search, start }) => {
    const range = reportRangeOf(search, todayIst());
    start(nightsReportQueryOptions(range));
    start(pickupQueryOptions(range));
    start(cancellationsQueryOptions(range));
    start(deskPropertiesQueryOptions());
  },
  bookings: ({ search, start }) => {
    start(bookingsQueryOptions(urlFilterQuery(search, bookingFilterKeys).query));
    start(deskPropertiesQueryOptions());
  },
  booking: ({ params, start }) => params.bookingId && start(bookingQueryOptions(params.bookingId)),
  newBooking: ({ start }) => start(deskPropertiesQueryOptions()),
  arrivals: ({ search, start }) => {
    const { date, propertyId } = arrivalsBoardOf(search, todayIst());
    start(arrivalsQueryOptions(date, propertyId));
    start(deskPropertiesQueryOptions());
  },
  roomGrid: ({ search, start }) => {
    const { from, nights, propertyId } = roomGridOf(search);
    start(deskPropertiesQueryOptions());
    if (propertyId) start(roomAssignmentsQuery(propertyId, from, nights));
  },
  groups: ({ start }) => {
    start(groupsQuery());
    start(deskPropertiesQueryOptions());
  },
  group: ({ params, start }) => {
    if (params.groupId) start(groupQuery(params.groupId));
  },
  housekeeping: ({ search, start }) => {
    const { propertyId, date } = boardOf(search);
    if (propertyId) start(housekeepingBoardQuery(propertyId, date));
  },
  formC: ({ search, start }) => {
    start(deskPropertiesQueryOptions());
    const propertyId = search.get('property');
    if (propertyId) start(formCListQuery(propertyId));
  },
  extras: ({ start }) => start(extrasQuery()),
  inventory: ({ start }) => start(roomTypeOptionsQueryOptions()),
  channels: ({ search, start }) => {
    start(roomTypeOptionsQueryOptions());
    const roomType = search.get('roomType');
    if (roomType) start(roomTypeChannelsQueryOptions(roomType));
  },
  ratePlans: ({ start }) => start(ratePlanPropertiesQueryOptions()),
  leads: ({ search, start }) => {
    start(getLeadsQueryOptions(urlFilterQuery(search, leadFilterKeys).query));
    start(leadSourcesQueryOptions());
  },
  priceUnlocks: ({ search, start }) => {
    start(getPriceUnlocksQueryOptions(urlFilterQuery(search, priceUnlockFilterKeys).query));
    start(deskPropertiesQueryOptions());
  },
  contactMessages: ({ search, start }) =>
    start(getContactMessagesQueryOptions(urlFilterQuery(search, contactFilterKeys).query)),
  money: ({ start }) => start(moneyOverviewQuery),
  properties: ({ search, start }) => {
    start(propertiesQueryOptions(urlFilterQuery(search, propertyFilterKeys, { limit: 20 }).query));
    start(citiesQueryOptions());
  },
  property: ({ params, start }) => params.propertyId && start(propertyQueryOptions(params.propertyId)),
  newProperty: ({ start }) => start(citiesQueryOptions()),
  cities: ({ start }) => start(citiesQueryOptions()),
  categories: ({ start }) => start(categoriesQueryOptions()),
  missingTranslations: ({ start }) => start(missingTranslationsQuery()),
  brandTranslations: ({ start }) => start(propertyTranslationsQuery(null)),
  deals: ({ start }) => {
    start(dealsQueryOptions());
    start(allActivePropertiesQueryOptions());
    start(promotionOptionsQueryOptions());
  },
  hero: ({ search, start }) => start(heroSlidesQueryOptions(heroCategoryOf(search))),
  promotions: ({ access, start }) => {
    start(promotionPropertiesQueryOptions());
    // Members without the brand's permission land on their property's promotions instead.
    if (can(access, 'catalogue.brand')) {
      start(promotionsQueryOptions());
      start(couponsQueryOptions());
    }
  },
  propertyPromotions: ({ start }) => start(promotionPropertiesQueryOptions()),
  reviews: ({ search, start }) => {
    const { filters, page } = urlFilterQuery(search, reviewFilterKeys);
    start(reviewsQueryOptions(reviewListQuery(filters, page)));
    start(reviewPropertiesQueryOptions());
  },
  staff: ({ start }) => start(staffQuery),
  reportsPerformance: ({ search, start }) => {
    start(stayNightsQueryOptions(stayNightsQuery(reportRangeOf(search, todayIst()), groupingOf(search))));
    start(deskPropertiesQueryOptions());
  },
  reportsNights: ({ search, start }) => {
    start(nightsReportQueryOptions(reportRangeOf(search, todayIst())));
    start(deskPropertiesQueryOptions());
  },
  reportsPickup: ({ search, start }) => {
    start(pickupQueryOptions(reportRangeOf(search, todayIst())));
    start(deskPropertiesQueryOptions());
  },
  reportsCancellations: ({ search, start }) => {
    start(cancellationsQueryOptions(reportRangeOf(search, todayIst())));
    start(deskPropertiesQueryOptions());
  },
  reportsPayments: ({ search, start }) => {
    start(paymentsReportQueryOptions(reportRangeOf(search, todayIst())));
    start(deskPropertiesQueryOptions());
  },
  reportsGst: ({ search, start }) => start(gstSummaryQueryOptions(gstMonthOf(search, todayIst()), gstinOf(search))),
  reportsDocuments: ({ search, start }) =>
    start(documentsQueryOptions(documentsQuery(reportRangeOf(search, todayIst()), documentKindOf(search)))),
  audit: ({ search, start }) => {
    start(getAuditLogQueryOptions(urlFilterQuery(search, auditFilterKeys).query));
    start(auditFacetsQueryOptions());
  },
} satisfies Record<string, PageQueries>;
