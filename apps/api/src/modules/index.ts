import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { jobs } from '../jobs.js';
import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { bookingsRoutes } from './bookings/bookings.routes.js';
import { businessDetailsRoutes } from './bookings/business-details.routes.js';
import { bookingChangesRoutes } from './bookings/changes/booking-changes.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { datePricesRoutes } from './catalogue/date-prices.routes.js';
import { calendarFeedRoutes } from './channels/channels.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { devJobsRoutes } from './dev/dev-jobs.routes.js';
import { devOutboxRoutes } from './dev/dev-outbox.routes.js';
import { effectHandlers } from './effect-handlers.js';
import { healthRoutes } from './health/health.routes.js';
import { heroRoutes } from './hero/hero.routes.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { leadsRoutes } from './leads/leads.routes.js';
import { documentsRoutes } from './ledger/documents.routes.js';
import type { AppModule, ModuleContext } from './module-context.js';
import { bookingPayments } from './payments/booking-payments.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { priceUnlockRoutes } from './price-unlock/price-unlock.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { seoRoutes } from './seo/seo.routes.js';
import { jobLog } from './service-deps.js';
import { createSideEffects } from './side-effects/index.js';
import { wishlistRoutes } from './wishlist/wishlist.routes.js';

/** Every domain module, registered in this order by buildApp. */
export const modules: AppModule[] = [
  healthRoutes,
  catalogueRoutes,
  datePricesRoutes,
  heroRoutes,
  leadsRoutes,
  priceUnlockRoutes,
  contactRoutes,
  seoRoutes,
  calendarFeedRoutes,
  authRoutes,
  kycRoutes,
  bookingsRoutes,
  bookingChangesRoutes,
  businessDetailsRoutes,
  paymentsRoutes,
  documentsRoutes,
  reviewsRoutes,
  wishlistRoutes,
  adminRoutes,
  // The development job clock runs the same jobs the scheduler runs (jobs.ts), given here so no module imports up.
  devJobsRoutes(jobs),
  devOutboxRoutes,
];

/** The context every module and job receives; the one place the modules' ports are wired to each other. */
export function moduleContext(config: Config, database: Database, adapters: Adapters): ModuleContext {
  const effects = createSideEffects(
    { config, db: database.db, adapters },
    effectHandlers,
    jobLog(config, 'side-effects'),
  );
  return { config, db: database.db, database, adapters, bookingPayments, effects };
}
