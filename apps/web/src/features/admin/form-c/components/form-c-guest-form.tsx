import {
  type FormCGuest,
  type FormCGuestInput,
  formCGuestSchemaOn,
  formCSexes,
  formCSexLabels,
  formCVisaTypes,
} from '@staybook/contract/form-c';
import { todayIst } from '@staybook/contract/stay-dates';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { useSaveFormCGuest } from '../api/form-c';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const sexOptions = [['', 'Choose'], ...formCSexes.map((s) => [s, formCSexLabels[s]] as const)] as const;
const visaOptions = [['', 'Choose'], ...formCVisaTypes.map((v) => [v, v] as const)] as const;

/**
 * One foreign guest's Form C, in the portal's order: the guest as in the passport, the passport, the visa, the journey.
 * The contract's rules run before it is sent (an expired passport is named under its field); the server checks again,
 * with the stay's dates, and its messages land under the same fields. What was typed stays on a refusal.
 */
export function FormCGuestForm({
  bookingId,
  guest,
  initial,
  onDone,
  onCancel,
}: {
  bookingId: string;
  guest: FormCGuest | null;
  initial: FormCGuestInput;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(() => formCGuestSchemaOn(todayIst()), []);
  const form = useSchemaForm(schema, initial);
  const save = useSaveFormCGuest(bookingId);
  // The button that opened the form is gone: the keyboard starts in its first field.
  useEffect(() => form.setFocus('surname'), [form]);
  const who = guest ? `${guest.details.givenName} ${guest.details.surname}` : 'the guest';
  return (
    <SchemaForm
      form={form}
      label={guest ? `Form C of ${who}` : 'New foreign guest'}
      className="mt-3 space-y-3"
      onSubmit={async (details) => {
        try {
          const saved = await save.mutateAsync({ guestId: guest?.id ?? null, details });
          onDone(`Form C of ${saved.details.givenName} ${saved.details.surname} saved.`);
        } catch (error) {
          showServerErrors(form, error);
        }
      }}
    >
      {guest?.state === 'submitted' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          This Form C was submitted to the FRRO ({guest.frroReference}): correct it on the portal too.
        </p>
      )}
      <Group legend="Guest, as in the passport">
        <TextField name="surname" label="Surname" autoComplete="off" />
        <TextField name="givenName" label="Given name(s)" autoComplete="off" />
        <SelectField name="sex" label="Sex" options={sexOptions} />
        <TextField name="dateOfBirth" label="Date of birth" type="date" />
        <TextField name="nationality" label="Nationality" hint="The passport’s country, e.g. Germany" />
        <TextField name="homeAddress" label="Address in the country of residence" rows={2} />
      </Group>
      <Group legend="Passport">
        <TextField name="passportNumber" label="Passport number" autoComplete="off" />
        <TextField name="passportPlaceOfIssue" label="Place of issue" />
        <TextField name="passportIssuedOn" label="Date of issue" type="date" />
        <TextField name="passportExpiresOn" label="Valid till" type="date" />
      </Group>
      <Group legend="Visa">
        <TextField name="visaNumber" label="Visa number" hint="Or the OCI card number" autoComplete="off" />
        <TextField name="visaIssuedOn" label="Date of issue" type="date" />
        <TextField name="visaExpiresOn" label="Valid till" type="date" hint="Leave empty for an OCI card" />
        <SelectField name="visaType" label="Visa type" options={visaOptions} />
        <TextField name="visaPlaceOfIssue" label="Place of issue" />
      </Group>
      <Group legend="Journey">
        <TextField name="arrivedFrom" label="Arrived in India from" hint="City, country" />
        <TextField name="arrivedInIndiaOn" label="Date of arrival in India" type="date" />
        <TextField name="portOfArrival" label="Port of arrival in India" hint="e.g. Goa (Mopa) airport" />
        <TextField name="arrivedAtHotelOn" label="Arrival at the hotel (date)" type="date" />
        <TextField name="arrivedAtHotelTime" label="Arrival at the hotel (time, IST)" type="time" />
        <TextField name="departureOn" label="Intended departure" type="date" />
        <TextField name="purposeOfVisit" label="Purpose of visit" />
        <TextField name="nextDestination" label="Next destination" hint="City, country" />
        <TextField name="contactInIndia" label="Contact number in India" type="tel" hint="Optional" />
      </Group>
      <SaveError error={save.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {guest ? 'Save changes' : 'Save Form C details'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
