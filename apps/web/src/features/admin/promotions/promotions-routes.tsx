import { useCan } from '../access/api/get-my-access';
import PromotionsPage from './pages/promotions-page';
import PropertyPromotionsPage from './pages/property-promotions-page';

/**
 * /admin/promotions: every promotion and the coupons for the brand's people; revenue and property managers (no
 * `catalogue.brand`) land on their property's promotions instead.
 */
export default function PromotionsRoute() {
  const canManageBrand = useCan('catalogue.brand');
  return canManageBrand ? <PromotionsPage /> : <PropertyPromotionsPage canManageBrand={false} />;
}

/** /admin/promotions/property: one property's promotions. */
export function PropertyPromotionsRoute() {
  return <PropertyPromotionsPage canManageBrand={useCan('catalogue.brand')} />;
}
