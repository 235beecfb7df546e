import { I18nProvider, Trans } from '@lingui/react';
import type { AreaId } from '@staybook/contract/messages/areas';
import { Disclosure } from '../../../components/ui/disclosure';
import { SupportEmailLink } from '../../../components/ui/support-email-link';
import { usePageI18n, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactCard } from '../components/contact-card';
import { InfoHero } from '../components/info-hero';
import { StatCard } from '../components/stat-card';

/** The spec's four figures at a glance (each a value and its label, in the page's language). */
const stats = [
  { value: 'policy.refund.stat.timeValue', label: 'policy.refund.stat.time' },
  { value: 'policy.refund.stat.supportValue', label: 'policy.refund.stat.support' },
  { value: 'policy.refund.stat.flexibleValue', label: 'policy.refund.stat.flexible' },
  { value: 'policy.refund.stat.satisfactionValue', label: 'policy.refund.stat.satisfaction' },
] as const satisfies ReadonlyArray<{ value: AreaId<'info'>; label: AreaId<'info'> }>;

/** The policy's four sections; the first holds the support address, drawn as its <0/>. */
const sections = [
  { title: 'policy.refund.cancellations', body: 'policy.refund.cancellationsText' },
  { title: 'policy.refund.refunds', body: 'policy.refund.refundsText' },
  { title: 'policy.refund.nonRefundable', body: 'policy.refund.nonRefundableText' },
  { title: 'policy.refund.forceMajeure', body: 'policy.refund.forceMajeureText' },
] as const satisfies ReadonlyArray<{ title: AreaId<'info'>; body: AreaId<'info'> }>;

const notes = [
  'policy.refund.note.read',
  'policy.refund.note.vary',
  'policy.refund.note.early',
  'policy.refund.note.keep',
] as const satisfies ReadonlyArray<AreaId<'info'>>;

export default function RefundPolicyPage() {
  const t = useT('info');
  const i18n = usePageI18n();
  usePageMeta(t('policy.refund.title'), t('policy.refund.description'));
  return (
    <main>
      <InfoHero eyebrow={t('policy.refund.eyebrow')} title={t('policy.refund.heading')}>
        {t('policy.refund.intro')}
      </InfoHero>
      <section aria-labelledby="at-a-glance" className="mx-auto -mt-8 max-w-5xl px-4">
        <h2 id="at-a-glance" className="sr-only">
          {t('policy.refund.glance')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((s) => (
            <StatCard key={s.label} value={t(s.value)} label={t(s.label)} />
          ))}
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="policy-sections" className="space-y-3">
          <h2 id="policy-sections" className="text-xl font-semibold text-slate-900">
            {t('policy.refund.ours')}
          </h2>
          {sections.map((s, i) => (
            <Disclosure key={s.title} title={t(s.title)} defaultOpen={i === 0}>
              <div className="leading-relaxed">
                <p>
                  <I18nProvider i18n={i18n}>
                    <Trans id={s.body} components={{ 0: <SupportEmailLink /> }} />
                  </I18nProvider>
                </p>
              </div>
            </Disclosure>
          ))}
        </section>
        <div className="space-y-4">
          <ContactCard title={t('policy.refund.help')} />
          <section aria-labelledby="notes" className="rounded-2xl border border-amber-200 bg-sand-50 p-5">
            <h2 id="notes" className="text-lg font-semibold text-slate-900">
              {t('policy.refund.notes')}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {notes.map((n) => (
                <li key={n}>{t(n)}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
