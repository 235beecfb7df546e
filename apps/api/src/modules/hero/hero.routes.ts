import type { AppModule } from '../module-context.js';

/** Routes of the hero module (not yet built). */
export const heroRoutes: AppModule = async () => {};
