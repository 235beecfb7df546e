import type { AppModule } from '../module-context.js';

/** Routes of the contact module (not yet built). */
export const contactRoutes: AppModule = async () => {};
