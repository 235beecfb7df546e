import { I18nProvider, Trans } from '@lingui/react';
import { Link } from 'react-router';
import { Disclosure } from '../../../components/ui/disclosure';
import { type Translate, usePageI18n, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSupportEmail } from '../../../lib/support-email';
import { brandContacts } from '../brand-contacts';
import { InfoHero } from '../components/info-hero';

/** The common questions, each a question and its answer (the page's language). */
const faqs = [
  { q: 'support.faq.cancelQ', a: 'support.faq.cancelA' },
  { q: 'support.faq.refundQ', a: 'support.faq.refundA' },
  { q: 'support.faq.changeQ', a: 'support.faq.changeA' },
] as const;

/** The ways to reach the team; the e-mail is the server's one support address (shown once it has loaded). */
function channelsOf(email: string | null, t: Translate<'support.call' | 'support.email'>) {
  return [
    // A telephone link's words never break a line (a no-break space, as in the number and the message).
    { label: t('support.call'), value: brandContacts.supportPhone, href: brandContacts.supportPhoneHref },
    ...(email ? [{ label: t('support.email'), value: email, href: `mailto:${email}` }] : []),
    { label: 'WhatsApp', value: brandContacts.supportPhone, href: brandContacts.whatsappHref },
  ];
}

export default function SupportPage() {
  const t = useT('info');
  const i18n = usePageI18n();
  usePageMeta(t('support.title'), t('support.description'));
  const channels = channelsOf(useSupportEmail(), t);
  return (
    <main>
      <InfoHero eyebrow={t('support.eyebrow')} title={t('support.heading')}>
        {t('support.intro')}
      </InfoHero>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="text-xl font-semibold text-slate-900">
            {t('support.reach')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {channels.map((c) => (
              <li key={c.label}>
                <a
                  href={c.href}
                  {...(c.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="block h-full rounded-2xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="block text-sm font-medium text-slate-600">{c.label}</span>
                  <span className="mt-1 block font-semibold break-words text-brand-800">{c.value}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq">
          <h2 id="faq" className="text-xl font-semibold text-slate-900">
            {t('support.faq')}
          </h2>
          <div className="mt-4 space-y-3">
            {faqs.map((f, i) => (
              <Disclosure key={f.q} title={t(f.q)} defaultOpen={i === 0}>
                <p className="leading-relaxed">{t(f.a)}</p>
              </Disclosure>
            ))}
          </div>
        </section>

        <section aria-labelledby="more-help" className="rounded-2xl bg-brand-50 p-6 text-center">
          <h2 id="more-help" className="text-xl font-semibold text-brand-900">
            {t('support.more')}
          </h2>
          <p className="mt-2 text-slate-700">{t('support.moreText')}</p>
          <Link to={paths.contact} className="btn-primary mt-4">
            {t('support.get')}
          </Link>
          <p className="mt-4 text-sm text-slate-700">
            <I18nProvider i18n={i18n}>
              <Trans
                id="support.readPolicy"
                components={{ 0: <Link to={paths.refundPolicy} className="font-semibold text-brand-800 underline" /> }}
              />
            </I18nProvider>
          </p>
        </section>
      </div>
    </main>
  );
}
