import { leadPropertyTypes } from '@staybook/contract/leads';
import { mobileFieldValue } from '@staybook/contract/phone';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { retryAfterOf } from '../../../lib/retry-after';
import { captureLead } from '../api/capture-lead';
import { defaultLeadDates, istToday, leadDateToIso, rememberLeadAttempt } from '../logic/lead-storage';

interface Fields {
  email: string;
  phone: string;
  propertyType: string;
  checkIn: string;
  checkOut: string;
}

const benefits = [
  'lead.benefit.deals',
  'lead.benefit.recommendations',
  'lead.benefit.support',
  'lead.benefit.earlyAccess',
] as const;

/** The property types' keys in the messages ('Bed & Breakfast' is no ICU select key). */
const typeKeys: Record<(typeof leadPropertyTypes)[number], string> = {
  Hotel: 'hotel',
  Villa: 'villa',
  Resort: 'resort',
  Apartment: 'apartment',
  Cottage: 'cottage',
  'Bed & Breakfast': 'bedAndBreakfast',
  'Guest House': 'guestHouse',
  Any: 'any',
};

/** The lead form: browser validation (required, e-mail shape, date minimums), as the spec asks. */
export default function LeadForm({ source, onSubmitted }: { source: string; onSubmitted: () => void }) {
  const [fields, setFields] = useState<Fields>(() => ({
    email: '',
    phone: '',
    propertyType: '',
    ...defaultLeadDates(),
  }));
  const t = useT('dialogs');
  // The API answers in English: an English page shows its words, another language's page its own.
  const english = useLanguage() === 'en';
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    // The phone keeps its 10 digits however it is typed or pasted, as every mobile field does.
    setFields((f) => ({ ...f, [key]: key === 'phone' ? mobileFieldValue(e.target.value) : e.target.value }));
  const today = istToday();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    try {
      const res = await captureLead({
        email: fields.email,
        phone: fields.phone,
        propertyType: fields.propertyType as (typeof leadPropertyTypes)[number],
        checkInDate: leadDateToIso(fields.checkIn),
        checkOutDate: leadDateToIso(fields.checkOut),
        triggerSource: source,
      });
      if (!res.success) throw new Error(res.message || 'Failed to submit lead');
      rememberLeadAttempt({ submittedAt: new Date().toISOString(), triggerSource: source, leadId: res.data._id });
      toast.success((english && res.message) || t('lead.thanks'));
      setFields({ email: '', phone: '', propertyType: '', ...defaultLeadDates() });
      setSubmitting(false);
      onSubmitted();
    } catch (err) {
      const wait = retryAfterOf(err);
      const message =
        english && err instanceof ApiError && err.status > 0
          ? err.message
          : wait
            ? t('lead.tooMany', { seconds: wait })
            : t('lead.failed');
      rememberLeadAttempt({ submittedAt: new Date().toISOString(), triggerSource: source, error: message });
      toast.error(message);
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label className="label" htmlFor="lead-email">
            {t('lead.email')}
          </label>
          <input
            id="lead-email"
            className="input"
            type="email"
            required
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
          />
        </div>
        <div>
          <label className="label" htmlFor="lead-phone">
            {t('lead.phone')}
          </label>
          <input
            id="lead-phone"
            className="input"
            type="tel"
            required
            autoComplete="tel"
            value={fields.phone}
            onChange={set('phone')}
          />
        </div>
        <div>
          <label className="label" htmlFor="lead-type">
            {t('lead.propertyType')}
          </label>
          <select id="lead-type" className="input" required value={fields.propertyType} onChange={set('propertyType')}>
            <option value="">{t('lead.selectType')}</option>
            {leadPropertyTypes.map((type) => (
              <option key={type} value={type}>
                {t('lead.type', { type: typeKeys[type] })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="lead-check-in">
            {t('lead.checkIn')}
          </label>
          <input
            id="lead-check-in"
            className="input"
            type="date"
            required
            min={today}
            value={fields.checkIn}
            onChange={set('checkIn')}
          />
        </div>
        <div>
          <label className="label" htmlFor="lead-check-out">
            {t('lead.checkOut')}
          </label>
          <input
            id="lead-check-out"
            className="input"
            type="date"
            required
            min={fields.checkIn || today}
            value={fields.checkOut}
            onChange={set('checkOut')}
          />
        </div>
      </div>
      <div className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        <p className="font-semibold">{t('lead.benefitsTitle')}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {benefits.map((b) => (
            <li key={b} className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {t(b)}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="btn-accent w-full" disabled={submitting}>
        {submitting ? t('lead.submitting') : t('lead.submit')}
      </button>
      <p className="text-center text-xs text-slate-600">{t('lead.privacy')}</p>
    </form>
  );
}
