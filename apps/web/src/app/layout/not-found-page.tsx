import { pageAliasOf } from '@staybook/contract/page-paths';
import { Link, Navigate, useLocation } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

const suggestions = [
  { to: paths.propertyList, label: 'Browse properties' },
  { to: paths.about, label: 'About Staybook' },
  { to: paths.support, label: 'Help and support' },
  { to: paths.contact, label: 'Contact us' },
];

export default function NotFoundPage() {
  const location = useLocation();
  // In-app links to an alias (the spec's '/properties') land here; the server redirects typed ones itself.
  const alias = pageAliasOf(location.pathname);
  usePageMeta('Page not found', 'The page you were looking for is not on Staybook.');
  if (alias) return <Navigate to={`${alias}${location.search}`} replace state={location.state} />;
  return (
    <main className="grid min-h-[60vh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-2 text-slate-700">
          We could not find <span className="font-mono break-all">{location.pathname}</span>. It may have moved, or the
          link may be mistyped.
        </p>
        <Link to={paths.home} className="btn-primary mt-6">
          Back to Home
        </Link>
        <nav aria-label="Popular pages" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="btn-outline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
