import { deskBookingChangesRoutes } from '../bookings-desk/booking-changes-desk.routes.js';
import { adminBookingsRoutes } from '../bookings-desk/bookings-desk.routes.js';
import { deskBusinessDetailsRoutes } from '../bookings-desk/business-details-desk.routes.js';
import { deskBookingRoutes } from '../bookings-desk/desk-booking.routes.js';
import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes.js';
import { adminChannelsRoutes } from '../channels/channels.routes.js';
import { adminEngagementRoutes } from '../engagement/engagement.routes.js';
import { folioRoutes } from '../folio/folio.routes.js';
import { formCRoutes } from '../form-c/form-c.routes.js';
import { groupsRoutes } from '../groups/groups.routes.js';
import { adminBlocksRoutes } from '../inventory/blocks.routes.js';
import { housekeepingRoutes } from '../inventory/housekeeping.routes.js';
import { adminInventoryRoutes } from '../inventory/inventory.routes.js';
import { adminRoomsRoutes } from '../inventory/rooms.routes.js';
import { ecommerceOperatorsRoutes } from '../ledger/ecommerce-operators.routes.js';
import { taxRegistrationsRoutes } from '../ledger/tax-registrations.routes.js';
import type { AppModule } from '../module-context.js';
import { notificationsAdminRoutes } from '../notifications/notifications.routes.js';
import { adminMoneyRoutes } from '../payments/money-admin.routes.js';
import { promotionsAdminRoutes } from '../promotions/promotions.routes.js';
import { ratePlansAdminRoutes } from '../rate-plans-admin/rate-plans-admin.routes.js';
import { reportsRoutes } from '../reports/reports.routes.js';
import { reviewsAdminRoutes } from '../reviews/reviews-admin.routes.js';
import { sideEffectsRoutes } from '../side-effects/side-effects.routes.js';
import { adminStaffRoutes } from '../staff/staff.routes.js';

/**
 * The operator console's API under /api/admin. Each area is its own plugin; every route declares
 * `app.consoleAccess(permission, target?)`: one check of role and property (plugins/console-access.ts).
 */
export const adminRoutes: AppModule = async (app, opts) => {
  for (const area of [
    adminInventoryRoutes,
    adminBlocksRoutes,
    adminRoomsRoutes,
    housekeepingRoutes,
    formCRoutes,
    groupsRoutes,
    adminChannelsRoutes,
    deskBookingRoutes,
    adminBookingsRoutes,
    deskBookingChangesRoutes,
    deskBusinessDetailsRoutes,
    folioRoutes,
    adminEngagementRoutes,
    catalogueAdminRoutes,
    adminMoneyRoutes,
    adminStaffRoutes,
    promotionsAdminRoutes,
    ratePlansAdminRoutes,
    reviewsAdminRoutes,
    reportsRoutes,
    taxRegistrationsRoutes,
    ecommerceOperatorsRoutes,
    notificationsAdminRoutes,
    sideEffectsRoutes,
  ])
    await app.register(area, opts);
};
