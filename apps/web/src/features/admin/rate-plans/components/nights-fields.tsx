import { useFormContext, useWatch } from 'react-hook-form';
import { CheckList, FormField } from '../../../../components/form/form-kit';
import { WEEKDAY_OPTIONS } from '../logic/rates-bulk-form';

/**
 * The nights a calendar edit covers: first and last night (nothing before today; the last not before the first) and
 * the weekdays among them. For any form whose values have `from`, `to` and `weekdays`.
 */
export function NightsFields({ today }: { today: string }) {
  const { register, control } = useFormContext<{ from: string; to: string; weekdays: number[] }>();
  const from = useWatch({ control, name: 'from' });
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormField name="from" label="First night">
          {(p) => <input {...p} type="date" className="input" min={today} {...register('from')} />}
        </FormField>
        <FormField name="to" label="Last night">
          {(p) => <input {...p} type="date" className="input" min={from || today} {...register('to')} />}
        </FormField>
      </div>
      <CheckList name="weekdays" legend="Weekdays (none ticked: every night)" options={WEEKDAY_OPTIONS} />
    </>
  );
}
