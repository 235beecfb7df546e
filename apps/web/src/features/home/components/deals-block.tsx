import type { Deal } from '@staybook/contract/catalogue';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaSrcSet, mediaVariant } from '../../../lib/media';
import { links } from '../../../lib/paths';
import { dealsQuery } from '../api/home-queries';

/**
 * Where a card goes: /{target}/{propertyId}, for the stay the server says gets the deal (issue 24: an early bird's
 * check-in far enough ahead, a length-of-stay deal's nights, inside its window), so the price the guest sees already
 * has the saving; from an older server, a length-of-stay deal opens a stay long enough from tomorrow (IST). The stay
 * travels as navigation state, not in the address: the qualifying dates move every day, and a crawler must meet one
 * URL per property (issue 39).
 */
export function dealLink(
  deal: Deal,
  now = new Date(),
): { to: string; state: { propertyId: string; checkInDate: number; checkOutDate: number } | null } {
  if (deal.target === 'property-details' && deal.propertyId) {
    const to = links.propertyDetails(deal.propertyId);
    if (deal.checkInDate && deal.checkOutDate)
      return {
        to,
        state: { propertyId: deal.propertyId, checkInDate: deal.checkInDate, checkOutDate: deal.checkOutDate },
      };
    if (deal.stayNights) {
      const checkIn = addDays(todayIst(now), 1);
      return {
        to,
        state: {
          propertyId: deal.propertyId,
          checkInDate: istDateToUnix(checkIn),
          checkOutDate: istDateToUnix(addDays(checkIn, deal.stayNights)),
        },
      };
    }
    return { to, state: null };
  }
  return { to: `/${deal.target}/${deal.propertyId ?? ''}`, state: null };
}

/** Deals from the server (only those whose promotion the pricing applies). */
export function DealsBlock() {
  const t = useT('home');
  const lang = useLanguage();
  const query = useQuery(dealsQuery(lang));
  return (
    <section aria-labelledby="deals-heading" className="below-fold mx-auto max-w-7xl px-4 py-10">
      <h2 id="deals-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.dealsForYou')}
      </h2>
      {query.isPending && <Spinner label={t('home.loadingDeals')} />}
      {query.isError && (
        <p className="mt-3 text-red-700">
          {/* The spec's 'Error: ' and the error's message; the message is English, so another language says its own. */}
          {t('home.dealsFailed', {
            message: lang === DEFAULT_LANGUAGE ? query.error.message : t('home.dealsUnavailable'),
          })}
        </p>
      )}
      {query.data && (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((deal) => {
            const link = dealLink(deal);
            return (
              <li key={deal.id}>
                <Link to={link.to} state={link.state} className="group relative block overflow-hidden rounded-2xl">
                  <img
                    src={mediaVariant(deal.image, 640)}
                    srcSet={mediaSrcSet(deal.image)}
                    sizes="(min-width: 1024px) 33vw, 100vw"
                    alt=""
                    width={640}
                    height={427}
                    loading="lazy"
                    className="aspect-[16/9] w-full object-cover transition group-hover:scale-105"
                  />
                  <span className="absolute inset-0 bg-gradient-to-t from-slate-900/85 via-slate-900/30 to-transparent" />
                  <span className="absolute bottom-0 p-4 text-white">
                    <span className="block text-sm font-semibold text-sand-400">{deal.subTitle}</span>
                    <span className="block text-lg font-bold">{deal.title}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
