import {
  type AdminPromotion,
  type PromotionInput,
  promotionKindLabels,
  promotionKinds,
} from '@staybook/contract/promotions';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { emptyPromotionDraft, promotionDraftOf, promotionFormSchema } from '../logic/promotion-forms';

interface PromotionFormProps {
  promotion: AdminPromotion | null;
  /** The properties it may be limited to; null when the page is one property's (the server fixes the property). */
  properties: readonly (readonly [string, string])[] | null;
  saving: boolean;
  error: unknown;
  /** Saves; calls back with the server's refusal so its field messages show at their fields. */
  onSave: (input: PromotionInput, onError: (error: unknown) => void) => void;
  onDone: () => void;
}

/** One promotion's terms: which fields count depends on its kind (the contract's schema says which are required). */
export function PromotionForm({ promotion, properties, saving, error, onSave, onDone }: PromotionFormProps) {
  const form = useSchemaForm(promotionFormSchema, promotion ? promotionDraftOf(promotion) : emptyPromotionDraft);
  const kind = form.watch('kind');
  return (
    <SchemaForm
      form={form}
      label={promotion ? `Edit ${promotion.name}` : 'New promotion'}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(input) => onSave(input, (failure) => showServerErrors(form, failure))}
    >
      <TextField name="name" label="Name (the guest's saving line)" maxLength={60} />
      <SelectField name="kind" label="Kind" options={promotionKinds.map((k) => [k, promotionKindLabels[k]] as const)} />
      {properties && (
        <SelectField name="propertyId" label="Property" options={[['', 'Every property'], ...properties]} />
      )}
      {kind === 'length_of_stay' && (
        <>
          <TextField name="minNights" label="Stay at least (nights)" inputMode="numeric" />
          <TextField name="freeNights" label="Free nights (the cheapest)" inputMode="numeric" hint="Or a % off" />
        </>
      )}
      {(kind === 'early_bird' || kind === 'last_minute') && (
        <TextField
          name="daysBefore"
          label={kind === 'early_bird' ? 'Booked at least (days ahead)' : 'Booked at most (days ahead)'}
          inputMode="numeric"
        />
      )}
      <TextField name="percentOff" label="% off" inputMode="numeric" />
      <TextField name="bookFrom" label="Booked from" type="date" />
      <TextField name="bookUntil" label="Booked until" type="date" />
      <TextField name="stayFrom" label="Nights from" type="date" />
      <TextField name="stayUntil" label="Nights until" type="date" />
      <CheckboxField name="isActive" label="On" />
      <div className="space-y-2 sm:col-span-2">
        <SaveError error={error} />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save promotion'}
          </button>
          <button type="button" className="btn-outline" onClick={onDone}>
            Cancel
          </button>
        </div>
      </div>
    </SchemaForm>
  );
}
