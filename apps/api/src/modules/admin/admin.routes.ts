import type { AppModule } from '../module-context.js';

/** Routes of the admin module (not yet built). */
export const adminRoutes: AppModule = async () => {};
