import type { AppModule } from '../module-context.js';

/** Routes of the leads module (not yet built). */
export const leadsRoutes: AppModule = async () => {};
