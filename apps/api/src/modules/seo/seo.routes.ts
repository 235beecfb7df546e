import type { AppModule } from '../module-context.js';

/** Routes of the seo module (not yet built). */
export const seoRoutes: AppModule = async () => {};
