import { leadPropertyTypes } from '@staybook/contract/leads';
import { mobileFieldValue } from '@staybook/contract/phone';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
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
  'Exclusive deals and discounts',
  'Personalized property recommendations',
  'Priority customer support',
  'Early access to new properties',
];

/** The lead form: browser validation (required, e-mail shape, date minimums), as the spec asks. */
export default function LeadForm({ source, onSubmitted }: { source: string; onSubmitted: () => void }) {
  const [fields, setFields] = useState<Fields>(() => ({
    email: '',
    phone: '',
    propertyType: '',
    ...defaultLeadDates(),
  }));
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
      toast.success(res.message || 'Thank you! We will contact you soon with the best deals.');
      setFields({ email: '', phone: '', propertyType: '', ...defaultLeadDates() });
      setSubmitting(false);
      onSubmitted();
    } catch (err) {
      const message = err instanceof ApiError && err.status > 0 ? err.message : 'Failed to submit. Please try again.';
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
            Email
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
            Phone
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
            Property type
          </label>
          <select id="lead-type" className="input" required value={fields.propertyType} onChange={set('propertyType')}>
            <option value="">Select a type</option>
            {leadPropertyTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor="lead-check-in">
            Check-in date
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
            Check-out date
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
        <p className="font-semibold">What you&apos;ll get</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {benefits.map((b) => (
            <li key={b} className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {b}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="btn-accent w-full" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Get Best Deals'}
      </button>
      <p className="text-center text-xs text-slate-600">We use your information only to send you deals and updates.</p>
    </form>
  );
}
