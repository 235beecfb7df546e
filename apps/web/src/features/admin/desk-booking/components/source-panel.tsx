import {
  DESK_NOTES_MAX,
  type DeskBookingSource,
  deskBookingSourceLabels,
  deskBookingSources,
} from '@staybook/contract/desk-bookings';
import { recipientStateOptions } from '@staybook/contract/recipient-address';
import { Panel } from '../../components/console-ui';
import { useOtaChannels } from '../api/desk-booking';
import type { DeskForm, FieldErrors } from '../logic/desk-booking-form';
import { Field } from './field';

type SetField = <K extends keyof DeskForm>(key: K, value: DeskForm[K]) => void;

/**
 * The New booking's "Source and notes": where the booking came from (another channel's booking names the channel, its
 * reservation number and what it charges the guest, so the channel's calendar event is known as this booking), the
 * desk's notes, and GST details for a business.
 */
export function SourcePanel({
  form,
  errors,
  set,
  asksAddress = false,
}: {
  form: DeskForm;
  errors: FieldErrors;
  set: SetField;
  /** The stay's taxable value is above ₹50,000 and no business is named: the guest's address and state are asked. */
  asksAddress?: boolean;
}) {
  return (
    <Panel title="Source and notes">
      <fieldset>
        <legend className="label">Where the booking came from</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {deskBookingSources.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="desk-source"
                value={s}
                checked={form.source === s}
                onChange={() => set('source', s as DeskBookingSource)}
              />
              {s === 'ota' ? 'Another channel' : deskBookingSourceLabels[s]}
            </label>
          ))}
        </div>
      </fieldset>
      {form.source === 'ota' && <ChannelFields form={form} errors={errors} set={set} />}
      <Field label="Notes for the desk" error={errors.notes} className="mt-3">
        <textarea
          className="input"
          rows={3}
          maxLength={DESK_NOTES_MAX}
          value={form.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </Field>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={form.withBusiness} onChange={(e) => set('withBusiness', e.target.checked)} />
        GST details for a business
      </label>
      {form.withBusiness && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <Field label="Company name" error={errors['business.companyName']}>
            <input className="input" value={form.companyName} onChange={(e) => set('companyName', e.target.value)} />
          </Field>
          <Field label="GSTIN" error={errors['business.gstin']}>
            <input
              className="input uppercase"
              value={form.gstin}
              onChange={(e) => set('gstin', e.target.value.toUpperCase())}
            />
          </Field>
          <Field label="Billing address (optional)" error={errors['business.address']}>
            <input
              className="input"
              value={form.companyAddress}
              onChange={(e) => set('companyAddress', e.target.value)}
            />
          </Field>
        </div>
      )}
      {asksAddress && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <Field
            label="Guest’s address"
            error={errors['recipientAddress.address']}
            hint="A GST invoice above ₹50,000 names the guest’s address and state."
            className="sm:col-span-2"
          >
            <input className="input" value={form.guestAddress} onChange={(e) => set('guestAddress', e.target.value)} />
          </Field>
          <Field label="Guest’s state" error={errors['recipientAddress.stateCode']}>
            <select
              className="input"
              value={form.guestStateCode}
              onChange={(e) => set('guestStateCode', e.target.value)}
            >
              <option value="">Choose the state</option>
              {recipientStateOptions.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
    </Panel>
  );
}

/**
 * Another channel's booking as its extranet shows it: the channel (an OTA of the brand's register, issue 41), its
 * reservation number, what it charges.
 */
function ChannelFields({ form, errors, set }: { form: DeskForm; errors: FieldErrors; set: SetField }) {
  const channels = useOtaChannels();
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-3">
      <Field
        label="Channel"
        error={errors.channelName ?? errors.ecommerceOperatorId}
        hint={
          channels.data && channels.data.length === 0
            ? 'No OTA in the register yet: add one under Money → OTAs.'
            : 'An OTA of the register: its GSTIN goes in the GST return.'
        }
      >
        <select
          className="input"
          value={form.ecommerceOperatorId}
          onChange={(e) => {
            const chosen = channels.data?.find((c) => c.id === e.target.value);
            set('ecommerceOperatorId', chosen?.id ?? '');
            set('channelName', chosen?.name ?? '');
          }}
        >
          <option value="">{channels.isPending ? 'Loading the OTAs…' : 'Choose the OTA'}</option>
          {(channels.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Reservation number"
        error={errors.otaReservationNumber}
        hint="As the channel shows it: letters, digits and dashes."
      >
        <input
          className="input"
          autoComplete="off"
          spellCheck={false}
          value={form.otaReservationNumber}
          onChange={(e) => set('otaReservationNumber', e.target.value)}
        />
      </Field>
      <Field
        label="Amount the channel charges (₹)"
        error={errors.otaAmount}
        hint="What the channel says the guest pays, in whole rupees."
      >
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          value={form.otaAmount}
          onChange={(e) => set('otaAmount', e.target.value)}
        />
      </Field>
    </div>
  );
}
