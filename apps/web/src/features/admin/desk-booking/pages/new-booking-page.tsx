import { type DeskBookingResult, PAYMENT_LINK_MAX_HOURS } from '@staybook/contract/desk-bookings';
import { rupeesToPaise } from '@staybook/contract/money';
import { type DeskPaymentMethod, deskPaymentMethodLabels, deskPaymentMethods } from '@staybook/contract/payment-terms';
import { needsRecipientAddress } from '@staybook/contract/recipient-address';
import { todayIst } from '@staybook/contract/stay-dates';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { useCreateDeskBooking, useDeskPricing, useDeskRooms } from '../api/desk-booking';
import { DeskBookingDone } from '../components/desk-booking-done';
import { Field } from '../components/field';
import { PriceSummary } from '../components/price-summary';
import { SourcePanel } from '../components/source-panel';
import { StayDates, StayRooms } from '../components/stay-fields';
import {
  checkDeskBooking,
  type DeskForm,
  deskFormFromAddress,
  deskLanguageChoices,
  emptyDeskForm,
  type FieldErrors,
  type PaymentKind,
  pricingRequestOf,
} from '../logic/desk-booking-form';

const paymentChoices: { value: PaymentKind; label: string }[] = [
  { value: 'at_property', label: 'At the property (nothing taken now)' },
  { value: 'at_desk', label: 'Taken now at the desk' },
  { value: 'link', label: 'Payment link (SMS and e-mail)' },
];

/**
 * The desk's New booking: a phone, walk-in, corporate or other channel's guest booked on the website's rooms, plans,
 * availability and price (shown before confirming), paid at the property, now at the desk, or by a payment link that
 * holds the rooms until it expires. Nothing typed is lost when the form or the server refuses it.
 */
export default function NewBookingPage() {
  const properties = useDeskProperties();
  const [params] = useSearchParams();
  const [form, setForm] = useState<DeskForm>(() => deskFormFromAddress(params, todayIst()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<DeskBookingResult | null>(null);
  const create = useCreateDeskBooking();

  const firstProperty = properties.data?.[0]?.id ?? '';
  useEffect(() => {
    if (!form.propertyId && firstProperty) setForm((f) => ({ ...f, propertyId: firstProperty }));
  }, [form.propertyId, firstProperty]);

  const rooms = useDeskRooms({ propertyId: form.propertyId, checkIn: form.checkIn, checkOut: form.checkOut });
  const pricingBody = useMemo(() => pricingRequestOf(form), [form]);
  const pricing = useDeskPricing(pricingBody);

  const set = <K extends keyof DeskForm>(key: K, value: DeskForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDeskBooking(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // A refusal (sold out, a price the desk cannot take…) is shown in the server's words above the button; the form
    // keeps everything typed.
    create.mutate(checked.body, { onSuccess: setResult });
  };

  if (result)
    return (
      <div>
        <PageHeader title="New booking" />
        <DeskBookingDone
          result={result}
          onAnother={() => {
            setResult(null);
            create.reset();
            setForm(emptyDeskForm(todayIst(), form.propertyId));
          }}
        />
      </div>
    );

  return (
    <div>
      <PageHeader
        title="New booking"
        help="Book a phone, walk-in, corporate or other channel’s guest on the website’s rooms and prices."
      />
      {properties.isPending ? (
        <Loading label="Loading properties" />
      ) : properties.isError ? (
        <ErrorNotice error={properties.error} onRetry={() => void properties.refetch()} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-6">
          <Panel title="Stay">
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Property" error={errors.propertyId}>
                <select
                  className="input"
                  value={form.propertyId}
                  onChange={(e) =>
                    setForm((f) => ({
                      ...f,
                      propertyId: e.target.value,
                      rooms: f.rooms.map((r) => ({ ...r, roomTypeId: '', ratePlanId: '' })),
                    }))
                  }
                >
                  {(properties.data ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} · {p.city}
                    </option>
                  ))}
                </select>
              </Field>
              <StayDates checkIn={form.checkIn} checkOut={form.checkOut} errors={errors} onChange={set} />
            </div>
          </Panel>

          <Panel title="Rooms">
            <StayRooms rooms={rooms} lines={form.rooms} errors={errors} onChange={(lines) => set('rooms', lines)} />
          </Panel>

          <Panel title="Guest">
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Guest name" error={errors['guest.name']}>
                <input
                  className="input"
                  autoComplete="off"
                  value={form.guestName}
                  onChange={(e) => set('guestName', e.target.value)}
                />
              </Field>
              <Field
                label="Mobile number"
                error={errors['guest.phone']}
                hint="10 digits; the guest's account is found by it."
              >
                <input
                  className="input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                  value={form.guestPhone}
                  onChange={(e) => set('guestPhone', e.target.value)}
                />
              </Field>
              <Field
                label="Email (optional)"
                error={errors['guest.email']}
                hint="Without one, the guest's messages go to the mobile number only."
              >
                <input
                  className="input"
                  type="email"
                  autoComplete="off"
                  value={form.guestEmail}
                  onChange={(e) => set('guestEmail', e.target.value)}
                />
              </Field>
              <Field label="Infants (free)" error={errors.infants}>
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={form.infants}
                  onChange={(e) => set('infants', e.target.value)}
                />
              </Field>
              <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
                <input type="checkbox" checked={form.pets} onChange={(e) => set('pets', e.target.checked)} />
                Travelling with a pet
              </label>
              <Field
                label="Guest’s messages in"
                error={errors.language}
                hint="The payment link, the confirmation and the reminder, by SMS and e-mail."
              >
                <select
                  className="input"
                  value={form.language}
                  onChange={(e) => set('language', e.target.value as DeskForm['language'])}
                >
                  {deskLanguageChoices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </Panel>

          <SourcePanel
            form={form}
            errors={errors}
            set={set}
            asksAddress={!form.withBusiness && needsRecipientAddress(rupeesToPaise(pricing.data?.totalPreTax ?? 0))}
          />

          <Panel title="Payment">
            <fieldset>
              <legend className="label">How the guest pays</legend>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-4">
                {paymentChoices.map((c) => (
                  <label key={c.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="desk-payment"
                      value={c.value}
                      checked={form.payment === c.value}
                      onChange={() => set('payment', c.value)}
                    />
                    {c.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {form.payment === 'at_desk' && (
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                <Field label="Method" error={errors['payment.method']}>
                  <select
                    className="input"
                    value={form.method}
                    onChange={(e) => set('method', e.target.value as DeskPaymentMethod)}
                  >
                    {deskPaymentMethods.map((m) => (
                      <option key={m} value={m}>
                        {deskPaymentMethodLabels[m]}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label="Amount taken (₹)" error={errors['payment.amount']}>
                  <input
                    className="input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={form.amount}
                    onChange={(e) => set('amount', e.target.value)}
                  />
                </Field>
                <Field
                  label="Reference"
                  error={errors['payment.reference']}
                  hint="Receipt, card slip or UPI reference."
                >
                  <input className="input" value={form.reference} onChange={(e) => set('reference', e.target.value)} />
                </Field>
              </div>
            )}
            {form.payment === 'link' && (
              <Field
                label="Link valid for (hours)"
                error={errors['payment.hours']}
                hint={`The rooms are held until the link expires: 1 to ${PAYMENT_LINK_MAX_HOURS} hours.`}
                className="mt-3 max-w-xs"
              >
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={PAYMENT_LINK_MAX_HOURS}
                  value={form.linkHours}
                  onChange={(e) => set('linkHours', e.target.value)}
                />
              </Field>
            )}
          </Panel>

          <Panel title="Price">
            <PriceSummary pricing={pricing} ready={pricingBody !== null} />
            {create.isError && (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(create.error)}
              </p>
            )}
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="mt-3 text-sm text-red-800">
                Please correct the marked fields; nothing was booked.
              </p>
            )}
            <button
              type="submit"
              className="btn-primary mt-4 w-full sm:w-auto"
              disabled={create.isPending || !pricing.data || pricing.isError}
            >
              {create.isPending ? 'Booking…' : 'Confirm booking'}
            </button>
          </Panel>
        </form>
      )}
    </div>
  );
}
