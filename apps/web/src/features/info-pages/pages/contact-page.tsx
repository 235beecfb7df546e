import { I18nProvider, Trans } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { usePageI18n, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { brandContacts } from '../brand-contacts';
import { ContactCard } from '../components/contact-card';
import { ContactForm } from '../components/contact-form';
import { InfoHero } from '../components/info-hero';

export default function ContactPage() {
  const [searchParams] = useSearchParams();
  const t = useT('info');
  const i18n = usePageI18n();
  usePageMeta(t('contact.title'), t('contact.description'));
  return (
    <main>
      <InfoHero eyebrow={t('contact.title')} title={t('contact.heading')}>
        {t('contact.intro')}
      </InfoHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-6"
        >
          <h2 id="contact-form-title" className="mb-1 text-xl font-semibold text-slate-900">
            {t('contact.formTitle')}
          </h2>
          <p className="mb-5 text-sm text-slate-600">{t('contact.required')}</p>
          <ContactForm subject={searchParams.get('subject')} />
        </section>
        <div className="space-y-4">
          <ContactCard title={t('contact.talk')} />
          <section aria-labelledby="visit" className="rounded-2xl border border-slate-200 p-5">
            <h2 id="visit" className="text-lg font-semibold text-slate-900">
              {t('contact.office')}
            </h2>
            <address className="mt-2 text-sm not-italic text-slate-700">{brandContacts.address}</address>
            <p className="mt-3 text-sm text-slate-700">
              {/* One sentence holding the address: the link is the message's <0/>, wherever the language puts it. */}
              <I18nProvider i18n={i18n}>
                <Trans
                  id="contact.changes"
                  components={{ 0: <SupportEmailLink className="font-semibold text-brand-800 hover:underline" /> }}
                />
              </I18nProvider>
            </p>
          </section>
        </div>
      </div>
    </main>
  );
}
