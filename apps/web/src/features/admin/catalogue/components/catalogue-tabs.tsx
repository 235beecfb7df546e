import { Link, useLocation } from 'react-router';
import { useCan } from '../../access/api/get-my-access';
import { cataloguePaths } from '../logic/catalogue-paths';

/** `brand`: brand-wide lists, only for members with `catalogue.brand`. */
const tabs = [
  { to: cataloguePaths.list, label: 'Properties', brand: false },
  { to: cataloguePaths.cities, label: 'Cities', brand: true },
  { to: cataloguePaths.categories, label: 'Home tiles', brand: true },
  { to: cataloguePaths.deals, label: 'Deals', brand: true },
  { to: cataloguePaths.translations, label: 'Translations missing', brand: false },
  { to: cataloguePaths.brandWords, label: 'Brand words', brand: true },
];

/** The catalogue's own menu: Properties and Translations missing for every member, the brand's lists for its admins. */
export function CatalogueTabs() {
  const { pathname } = useLocation();
  const brand = useCan('catalogue.brand');
  const shown = tabs.filter((t) => brand || !t.brand);
  if (shown.length < 2) return null;
  const current = (to: string) =>
    to === cataloguePaths.list
      ? pathname === to || pathname === `${to}/` || pathname.startsWith(`${to}/properties`)
      : pathname.startsWith(to);
  return (
    <nav aria-label="Catalogue" className="mb-6 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {shown.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          aria-current={current(t.to) ? 'page' : undefined}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
            current(t.to) ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
