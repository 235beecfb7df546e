import type { AppModule } from '../module-context.js';

/** Routes of the bookings module (not yet built). */
export const bookingsRoutes: AppModule = async () => {};
