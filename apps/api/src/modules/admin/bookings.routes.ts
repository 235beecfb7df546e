import type { AppModule } from '../module-context.js';

/** Console routes for bookings (being built). */
export const adminBookingsRoutes: AppModule = async () => {};
