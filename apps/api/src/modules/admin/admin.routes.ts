import type { AppModule } from '../module-context.js';
import { adminBookingsRoutes } from './bookings.routes.js';
import { adminCatalogueRoutes } from './catalogue.routes.js';
import { adminEngagementRoutes } from './engagement.routes.js';
import { adminInventoryRoutes } from './inventory.routes.js';
import { adminMoneyRoutes } from './money.routes.js';

/**
 * The operator console's API under /api/admin. Each area is its own plugin; every route declares
 * `onRequest: app.requireRole(...)` with DESK_ROLES or ADMIN_ROLES (see console-access.ts).
 */
export const adminRoutes: AppModule = async (app, opts) => {
  for (const area of [
    adminInventoryRoutes,
    adminBookingsRoutes,
    adminEngagementRoutes,
    adminCatalogueRoutes,
    adminMoneyRoutes,
  ])
    await app.register(area, opts);
};
