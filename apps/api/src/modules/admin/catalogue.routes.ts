import type { AppModule } from '../module-context.js';

/** Console routes for catalogue (being built). */
export const adminCatalogueRoutes: AppModule = async () => {};
