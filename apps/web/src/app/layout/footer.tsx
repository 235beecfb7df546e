import { Link } from 'react-router';
import { SupportEmailLink } from '../../components/ui/support-email-link';
import { type ShellTranslate, useT } from '../../lib/i18n';
import { links, paths } from '../../lib/paths';
import { copyrightYears, site } from '../../lib/site';

const columns = (t: ShellTranslate) => [
  {
    title: t('footer.stays'),
    items: [
      { label: t('footer.allProperties'), to: paths.propertyList },
      { label: t('footer.villas'), to: links.propertyList({ propertyType: 'Villa' }) },
      { label: t('footer.hotels'), to: links.propertyList({ propertyType: 'Hotel' }) },
      { label: t('footer.signature'), to: links.propertyList({ propertyType: 'Signature' }) },
    ],
  },
  {
    title: t('footer.company'),
    items: [
      { label: t('footer.about'), to: paths.about },
      { label: t('footer.contact'), to: paths.contact },
      { label: t('footer.support'), to: paths.support },
    ],
  },
  {
    title: t('footer.policies'),
    items: [
      { label: t('footer.privacy'), to: paths.privacyPolicy },
      { label: t('footer.terms'), to: paths.terms },
      { label: t('footer.refunds'), to: paths.refundPolicy },
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">Staybook</p>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.tagline')}</p>
          {/* Two links alone on their lines are touch targets, not links in a sentence: each is at least 24 px tall
              (WCAG 2.5.8), and the row keeps that height while the address loads (no shift when it arrives). */}
          <p className="mt-4 flex flex-col items-start gap-1 text-sm">
            <span className="flex min-h-6 items-center">
              <SupportEmailLink className="inline-flex min-h-6 items-center hover:text-white" />
            </span>
            <a className="inline-flex min-h-6 items-center hover:text-white" href={site.phoneHref}>
              {site.phone}
            </a>
          </p>
        </div>
        {columns(t).map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{col.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className="hover:text-white">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-xs text-slate-400">
        {t('footer.copyright', { years: copyrightYears() })}
      </p>
    </footer>
  );
}
