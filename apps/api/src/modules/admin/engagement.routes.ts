import type { AppModule } from '../module-context.js';

/** Console routes for engagement (being built). */
export const adminEngagementRoutes: AppModule = async () => {};
