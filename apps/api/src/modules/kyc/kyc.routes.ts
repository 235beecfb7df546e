import type { AppModule } from '../module-context.js';

/** Routes of the kyc module (not yet built). */
export const kycRoutes: AppModule = async () => {};
