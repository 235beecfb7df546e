import type { AppModule } from '../module-context.js';

/** Console routes for inventory (being built). */
export const adminInventoryRoutes: AppModule = async () => {};
