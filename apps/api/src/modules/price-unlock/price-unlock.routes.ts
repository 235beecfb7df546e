import type { AppModule } from '../module-context.js';

/** Routes of the price-unlock module (not yet built). */
export const priceUnlockRoutes: AppModule = async () => {};
