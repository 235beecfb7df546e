import type { AppModule } from '../module-context.js';

/** Routes of the payments module (not yet built). */
export const paymentsRoutes: AppModule = async () => {};
