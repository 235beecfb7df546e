import { I18nProvider, Trans } from '@lingui/react';
import { languagePrefix } from '@staybook/contract/languages';
import { pageAliasOf } from '@staybook/contract/page-paths';
import { Link, Navigate, useLocation } from 'react-router';
import { useLanguage, usePageI18n, useT } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

const suggestions = [
  { to: paths.propertyList, label: 'notFound.browse' },
  { to: paths.about, label: 'notFound.about' },
  { to: paths.support, label: 'notFound.support' },
  { to: paths.contact, label: 'notFound.contact' },
] as const;

export default function NotFoundPage() {
  const location = useLocation();
  // In-app links to an alias (the spec's '/properties') land here; the server redirects typed ones itself.
  const alias = pageAliasOf(location.pathname);
  const t = useT('info');
  const i18n = usePageI18n();
  // The address as the guest asked for it: the router's path is the page's own, without the language's prefix.
  const asked = `${languagePrefix(useLanguage())}${location.pathname}`;
  usePageMeta(t('notFound.title'), t('notFound.description'));
  if (alias) return <Navigate to={`${alias}${location.search}`} replace state={location.state} />;
  return (
    <main className="grid min-h-[60vh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-700">
          {/* One sentence holding the address: the element is the message's <0>…</0>, wherever the language puts it. */}
          <I18nProvider i18n={i18n}>
            <Trans
              id="notFound.sentence"
              values={{ path: asked }}
              components={{ 0: <span className="font-mono break-all" /> }}
            />
          </I18nProvider>
        </p>
        <Link to={paths.home} className="btn-primary mt-6">
          {t('notFound.home')}
        </Link>
        <nav aria-label={t('notFound.popular')} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="btn-outline">
                  {t(s.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
