import { I18nProvider, Trans } from '@lingui/react';
import { usePageI18n, useT } from '../../../lib/i18n';
import type { ConfirmationFacts } from '../logic/confirmation-facts';
import { useConfirmationWords, useStayTexts } from './confirmation-texts';

/** The confirmed stay at a glance: where, when (with the property's own times), rooms, plan and money. */
export function ConfirmationSummary({ facts }: { facts: ConfirmationFacts }) {
  const t = useT('confirmation');
  const i18n = usePageI18n();
  const stay = useStayTexts(facts);
  const words = useConfirmationWords(facts);
  return (
    <section aria-labelledby="confirmed-title" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
      <h2 id="confirmed-title" className="text-lg font-bold text-emerald-900">
        {t('confirm.heading', { property: facts.propertyName })}
      </h2>
      <p className="text-sm text-emerald-900">
        <I18nProvider i18n={i18n}>
          <Trans
            id="confirm.codeLine"
            values={{ code: facts.code }}
            components={{ 0: <span className="font-mono font-semibold" /> }}
          />
        </I18nProvider>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm text-slate-900 sm:grid-cols-2">
        <Row term={t('confirm.address')} value={facts.address} />
        <Row term={t('confirm.guests')} value={words.guests} />
        {words.childAges && <Row term={t('confirm.childAges')} value={words.childAges} />}
        {words.bedRequest && <Row term={t('confirm.requested')} value={words.bedRequest} />}
        <Row term={t('confirm.checkIn')} value={stay.checkIn} />
        <Row term={t('confirm.checkOut')} value={stay.checkOut} />
        <Row term={t('confirm.rooms')} value={words.rooms.map((r) => `${r.name}: ${r.value}`).join('; ') || '—'} />
        <Row term={t('confirm.nights')} value={String(facts.nights)} />
        <Row
          term={t('confirm.plans', { several: words.plans.length > 1 ? 'yes' : 'no' })}
          value={words.plans.join('; ') || '—'}
        />
        {facts.extras.map((e) => (
          <Row key={e.name} term={e.name} value={e.value} />
        ))}
        <Row term={t('confirm.total')} value={facts.total} />
        <Row term={t('confirm.paid')} value={facts.paid} />
        <Row term={t('confirm.due')} value={facts.dueAtProperty ?? t('confirm.fullyPaid')} />
      </dl>
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
