import type { AppModule } from '../module-context.js';
import { heroAdminRoutes } from './hero-admin.routes.js';

/** The hero-management service; the public list lives with the catalogue (GET /property/v1/hero-sections/public). */
export const heroRoutes: AppModule = async (app, opts) => {
  await app.register(heroAdminRoutes, opts);
};
