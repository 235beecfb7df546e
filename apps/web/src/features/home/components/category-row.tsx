import type { PropertyCard as Card } from '@staybook/contract/catalogue';
import { Link } from 'react-router';
import { PropertyCard } from '../../../components/ui/property-card';
import { Spinner } from '../../../components/ui/spinner';
import { links } from '../../../lib/paths';
import { seeMoreLink } from '../logic/home-rules';

/** One category's stays for tonight (5 requested, at most 8 shown) with 'See more'. */
interface RowProps {
  category: string;
  checkInDate: number;
  checkOutDate: number;
  query: { isPending: boolean; isError: boolean; data: Card[] | undefined };
}

export function CategoryRow({ category, checkInDate, checkOutDate, query }: RowProps) {
  if (query.data?.length === 0) return null;
  const stay = { checkInDate, checkOutDate, adults: 2, children: 0 };
  return (
    <section aria-labelledby={`row-${category}`} className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex items-baseline justify-between">
        <h2 id={`row-${category}`} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {category} stays
        </h2>
        <Link
          to={seeMoreLink(category, Math.floor(Date.now() / 1000))}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          See more<span className="sr-only"> {category} stays</span>
        </Link>
      </div>
      {query.isPending && <Spinner label={`Loading ${category} stays`} />}
      {query.isError && <p className="mt-3 text-red-700">Failed to load properties</p>}
      {query.data && (
        <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
          {query.data.slice(0, 8).map((p) => (
            <li key={p.id} className="w-72 shrink-0 snap-start">
              <PropertyCard
                property={p}
                to={links.propertyDetails(p.id, stay)}
                state={{ propertyId: p.id, checkInDate, checkOutDate }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
