import { Link, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../components/console-ui';
import { consolePaths, consoleSubpath } from '../../lib/console-paths';

const tabs = [
  { path: '', label: 'Leads', help: 'Visitors who asked for deals through the special-offers popup.' },
  { path: 'price-unlocks', label: 'Price unlocks', help: 'Guests who unlocked a price with their name and mobile.' },
  { path: 'contact', label: 'Contact messages', help: 'Messages sent from the contact page.' },
] as const;

/**
 * The area's frame: heading and tabs over the open tab, a route child of its own (/admin/leads, /price-unlocks,
 * /contact). Filters live in the URL.
 */
export default function LeadsPage() {
  const [sub = ''] = consoleSubpath('leads', useLocation().pathname);
  const tab = tabs.find((t) => t.path === sub);
  return (
    <div>
      <PageHeader title="Leads & messages" help={tab?.help ?? 'Leads, price-unlock requests and contact messages.'} />
      <nav aria-label="Leads and messages" className="mb-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((t) => {
            const current = t === tab;
            return (
              <li key={t.path}>
                <Link
                  to={t.path ? `${consolePaths.leads}/${t.path}` : consolePaths.leads}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${current ? 'border-sky-700 bg-white text-sky-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/** An address below /admin/leads that is no tab. */
export function NoSuchTab() {
  return <p className="rounded-lg bg-white p-6 text-slate-700">There is no such page. Choose a tab above.</p>;
}
