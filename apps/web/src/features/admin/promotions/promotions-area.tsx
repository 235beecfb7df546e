import { useCan } from '../access/api/get-my-access';
import { useConsolePath } from '../lib/use-console-path';
import PromotionsPage from './pages/promotions-page';
import PropertyPromotionsPage from './pages/property-promotions-page';

/**
 * /admin/promotions (every promotion and the coupons: the brand's people) and /admin/promotions/property (one
 * property's promotions: revenue and property managers, who land there). The route entry console-routes.ts loads;
 * it needs `rates.manage`, as the property routes of the API do; the brand page needs `catalogue.brand` too.
 */
export default function PromotionsArea() {
  const [section] = useConsolePath('promotions');
  const canManageBrand = useCan('catalogue.brand');
  return section === 'property' || !canManageBrand ? (
    <PropertyPromotionsPage canManageBrand={canManageBrand} />
  ) : (
    <PromotionsPage />
  );
}
