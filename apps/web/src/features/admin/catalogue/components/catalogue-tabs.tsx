import { Link, useLocation } from 'react-router';
import { cataloguePaths } from '../logic/catalogue-paths';

const tabs = [
  { to: cataloguePaths.list, label: 'Properties' },
  { to: cataloguePaths.cities, label: 'Cities' },
  { to: cataloguePaths.categories, label: 'Home tiles' },
  { to: cataloguePaths.deals, label: 'Deals' },
];

/** The catalogue's own menu. */
export function CatalogueTabs() {
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === cataloguePaths.list
      ? pathname === to || pathname === `${to}/` || pathname.startsWith(`${to}/properties`)
      : pathname.startsWith(to);
  return (
    <nav aria-label="Catalogue" className="mb-6 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {tabs.map((t) => (
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
