import type { AppModule } from '../module-context.js';

/** Routes of the auth module (not yet built). */
export const authRoutes: AppModule = async () => {};
