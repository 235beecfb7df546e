import { useConsolePath } from '../lib/use-console-path';
import RatePlansPage from './pages/rate-plans-page';
import RatesBulkPage from './pages/rates-bulk-page';

/**
 * /admin/rate-plans (a property's cancellation policies and each room type's plans) and /admin/rate-plans/bulk (the
 * brand-wide rate bulk edit). The route entry console-routes.ts loads; both need `rates.manage`, as the API does.
 */
export default function RatePlansArea() {
  const [section] = useConsolePath('rate-plans');
  return section === 'bulk' ? <RatesBulkPage /> : <RatePlansPage />;
}
