import { useQueries } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from 'react-router';
import { PropertyCard, type PropertyCardView } from '../../../components/ui/property-card';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { links, paths } from '../../../lib/paths';
import { categoryRowQuery } from '../api/home-queries';
import { HOME_CATEGORIES, seeMoreLink } from '../logic/home-rules';

/**
 * The five category rows, or one empty state when none has a stay. The rows' queries live here, not in the page,
 * so each answer re-renders only the rows (and only the row it changed), not the hero and the rest of the page.
 */
export function CategoryRows({ checkInDate, checkOutDate }: { checkInDate: number; checkOutDate: number }) {
  const t = useT('home');
  const rows = useQueries({ queries: HOME_CATEGORIES.map((c) => categoryRowQuery(c, checkInDate, checkOutDate)) });
  if (rows.every((r) => r.data?.length === 0))
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h2 className="text-xl font-semibold">{t('home.noStays')}</h2>
        <div className="mt-4 flex justify-center gap-3">
          <Link to={paths.propertyList} className="btn-primary">
            {t('home.viewAllProperties')}
          </Link>
          <Link to={paths.contact} className="btn-outline">
            {t('home.contactUs')}
          </Link>
        </div>
      </section>
    );
  return HOME_CATEGORIES.map((category, i) => (
    <CategoryRow
      key={category}
      category={category}
      checkInDate={checkInDate}
      checkOutDate={checkOutDate}
      isPending={rows[i]?.isPending ?? true}
      isError={rows[i]?.isError ?? false}
      data={rows[i]?.data}
    />
  ));
}

/** One category's stays for tonight (5 requested, at most 8 shown) with 'See more'. */
interface RowProps {
  category: string;
  checkInDate: number;
  checkOutDate: number;
  isPending: boolean;
  isError: boolean;
  data: PropertyCardView[] | undefined;
}

const CategoryRow = memo(function CategoryRow({
  category,
  checkInDate,
  checkOutDate,
  isPending,
  isError,
  data,
}: RowProps) {
  const t = useT('home');
  if (data?.length === 0) return null;
  const seeMore = seeMoreLink(category, Math.floor(Date.now() / 1000));
  return (
    <section aria-labelledby={`row-${category}`} className="below-fold mx-auto max-w-7xl px-4 py-6">
      <div className="flex items-baseline justify-between">
        <h2 id={`row-${category}`} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('home.rowTitle', { category })}
        </h2>
        <Link to={seeMore.to} state={seeMore.state} className="text-sm font-semibold text-brand-800 hover:underline">
          {t('home.seeMore')}
          <span className="sr-only"> {t('home.rowTitle', { category })}</span>
        </Link>
      </div>
      {isPending && <Spinner label={t('home.loadingRow', { category })} />}
      {isError && <p className="mt-3 text-red-700">{t('home.rowFailed')}</p>}
      {data && (
        <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
          {data.slice(0, 8).map((p) => (
            <li key={p.id} className="w-72 shrink-0 snap-start">
              <PropertyCard
                property={p}
                // The stay travels in state (spec); the address stays the property's own, the same every day.
                to={links.propertyDetails(p.id)}
                state={{ propertyId: p.id, checkInDate, checkOutDate }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
