import type { AdminCoupon } from '@staybook/contract/promotions';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { useSaveCoupon } from '../api/save-coupon';
import { couponDraftOf, couponFormSchema, emptyCouponDraft } from '../logic/promotion-forms';

interface CouponFormProps {
  coupon: AdminCoupon | null;
  properties: readonly (readonly [string, string])[];
  onDone: () => void;
}

export function CouponForm({ coupon, properties, onDone }: CouponFormProps) {
  const form = useSchemaForm(couponFormSchema, coupon ? couponDraftOf(coupon) : emptyCouponDraft);
  const save = useSaveCoupon();
  return (
    <SchemaForm
      form={form}
      label={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(input) =>
        save.mutate(
          { id: coupon?.id ?? null, input },
          { onSuccess: onDone, onError: (error) => showServerErrors(form, error) },
        )
      }
    >
      <TextField name="code" label="Code" maxLength={30} />
      <TextField name="label" label="Saving line" hint="Empty: 'Coupon CODE'" maxLength={60} />
      <SelectField
        name="discountKind"
        label="Discount"
        options={[
          ['percent', '% off'],
          ['amount', '₹ off the booking'],
        ]}
      />
      <TextField name="discountValue" label="Value (% or ₹)" inputMode="numeric" />
      <SelectField name="propertyId" label="Property" options={[['', 'Every property'], ...properties]} />
      <TextField name="minNights" label="Minimum nights" inputMode="numeric" />
      <TextField name="perGuestLimit" label="Uses per guest" inputMode="numeric" hint="Empty: no limit" />
      <TextField name="totalLimit" label="Uses in all" inputMode="numeric" hint="Empty: no limit" />
      <TextField name="bookFrom" label="Valid from" type="date" />
      <TextField name="bookUntil" label="Valid until" type="date" />
      <TextField name="stayFrom" label="Stays from" type="date" />
      <TextField name="stayUntil" label="Stays until" type="date" />
      <CheckboxField name="isActive" label="On" />
      <div className="space-y-2 sm:col-span-2">
        <SaveError error={save.error} />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save coupon'}
          </button>
          <button type="button" className="btn-outline" onClick={onDone}>
            Cancel
          </button>
        </div>
      </div>
    </SchemaForm>
  );
}
