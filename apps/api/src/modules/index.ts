import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { bookingsRoutes } from './bookings/bookings.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { heroRoutes } from './hero/hero.routes.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { leadsRoutes } from './leads/leads.routes.js';
import type { AppModule } from './module-context.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { priceUnlockRoutes } from './price-unlock/price-unlock.routes.js';
import { seoRoutes } from './seo/seo.routes.js';

/** Every domain module, registered in this order by buildApp. */
export const modules: AppModule[] = [
  healthRoutes,
  catalogueRoutes,
  heroRoutes,
  leadsRoutes,
  priceUnlockRoutes,
  contactRoutes,
  seoRoutes,
  authRoutes,
  kycRoutes,
  bookingsRoutes,
  paymentsRoutes,
  adminRoutes,
];
