import type { AppModule } from '../module-context.js';

/** Routes of the catalogue module (not yet built). */
export const catalogueRoutes: AppModule = async () => {};
