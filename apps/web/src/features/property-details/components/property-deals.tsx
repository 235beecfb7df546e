import type { PropertyDeal } from '@staybook/contract/catalogue';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { links, type StayQuery } from '../../../lib/paths';
import { usePropertyDeals } from '../api/get-property-deals';
import { usePromotionWords } from './promotion-words';

interface PropertyDealsProps {
  propertyId: string;
  /** The stay and party on screen: a deal's link keeps the party and changes only the dates. */
  stay: StayQuery;
}

/** Whether the stay on screen is the one the deal's dates name (then no link to them is needed). */
const isShown = (deal: PropertyDeal, stay: PropertyDealsProps['stay']) =>
  deal.stay?.checkInDate === stay.checkInDate && deal.stay?.checkOutDate === stay.checkOutDate;

/**
 * "Deals at this property" (issue 24): each promotion a guest can get here with its rule in whole sentences, and a
 * link to dates that get it; how offers combine is said once below. Nothing is drawn when there are none.
 */
export function PropertyDeals({ propertyId, stay }: PropertyDealsProps) {
  const t = useT('property');
  const query = usePropertyDeals(propertyId);
  const words = usePromotionWords();
  const deals = query.data?.deals ?? [];
  if (deals.length === 0) return null;
  return (
    <section aria-labelledby="property-deals-title" className="mx-auto mt-4 max-w-6xl px-4">
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
        <h2 id="property-deals-title" className="text-lg font-semibold text-slate-900">
          {t('property.deals.title')}
        </h2>
        <ul className="mt-3 space-y-3">
          {deals.map((deal) => (
            <li key={deal.id}>
              <h3 className="font-semibold text-emerald-900">{deal.name}</h3>
              {words.sentences(deal).map((sentence) => (
                <p key={sentence} className="text-sm text-slate-700">
                  {sentence}
                </p>
              ))}
              {deal.stay && !isShown(deal, stay) && (
                <Link
                  to={links.propertyDetails(propertyId, { ...stay, ...deal.stay })}
                  className="mt-1 inline-block text-sm font-semibold text-brand-800 underline"
                >
                  {t('property.deals.seeDates', { deal: deal.name })}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">{words.note()}</p>
      </div>
    </section>
  );
}
