import type { PlanRatesEditInput } from '@staybook/contract/admin-rate-plans';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { addDays } from '@staybook/contract/stay-dates';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, FormField, SaveError, SchemaForm, useSchemaForm } from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { usePlanRates } from '../api/get-plan-rates';
import { useSetPlanRates } from '../api/set-plan-rates';
import {
  emptyPlanRatesDraft,
  type PlanRatesDraft,
  planRatesFormSchema,
  planRatesMessages,
} from '../logic/plan-rates-form';
import { NightsFields } from './nights-fields';

/** Nights shown at a time in the plan's calendar. */
const WINDOW_NIGHTS = 14;

interface PlanRatesEditorProps {
  roomTypeId: string;
  planId: string;
  planName: string;
  /** Today in IST: nights before it are neither shown nor edited. */
  today: string;
}

/**
 * A plan's own rates: two weeks of nights at a time (the room's rate, the plan's own rate, what the guest pays), and
 * a form that sets or clears the plan's rate over a range of nights.
 */
export function PlanRatesEditor({ roomTypeId, planId, planName, today }: PlanRatesEditorProps) {
  const [start, setStart] = useState(today);
  const end = addDays(start, WINDOW_NIGHTS - 1);
  const rates = usePlanRates({ roomTypeId, planId, from: start, to: end });
  const save = useSetPlanRates(planId);
  const form = useSchemaForm(planRatesFormSchema(today), emptyPlanRatesDraft(today, addDays(today, 6)));
  const onSave = (edit: PlanRatesEditInput) =>
    save.mutate(
      { roomTypeId, planId, edit },
      {
        onSuccess: (r) =>
          toast.success(
            edit.rate === null
              ? `${planName}: ${r.cleared} ${r.cleared === 1 ? 'night' : 'nights'} back on the room's rate.`
              : `${planName}: ${formatInr(edit.rate)} a night on ${r.updated} ${r.updated === 1 ? 'night' : 'nights'}.`,
          ),
      },
    );
  return (
    <div className="mt-3 space-y-4 rounded-md bg-slate-50 p-3">
      <SchemaForm
        form={form}
        label={`Set ${planName}'s own rates`}
        messages={planRatesMessages}
        onSubmit={onSave}
        className="space-y-3"
      >
        <RateFields today={today} />
        <SaveError error={save.error} />
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save rates'}
        </button>
      </SchemaForm>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800">
          {formatDayWithWeekday(start)} to {formatDayWithWeekday(end)}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-outline"
            disabled={start <= today}
            onClick={() => setStart(maxDate(today, addDays(start, -WINDOW_NIGHTS)))}
          >
            Earlier nights
          </button>
          <button type="button" className="btn-outline" onClick={() => setStart(addDays(start, WINDOW_NIGHTS))}>
            Later nights
          </button>
        </div>
      </div>
      {rates.isPending && <Loading label="Loading the plan's rates" />}
      {rates.error && <ErrorNotice error={rates.error} onRetry={() => void rates.refetch()} />}
      {rates.data && <RatesTable planName={planName} nights={rates.data.nights} />}
    </div>
  );
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

function RateFields({ today }: { today: string }) {
  const { register, control } = useFormContext<PlanRatesDraft>();
  const follow = useWatch({ control, name: 'followRoomRate' });
  return (
    <>
      <NightsFields today={today} />
      {!follow && (
        <FormField name="rate" label="Plan's nightly rate (₹)" className="max-w-xs">
          {(p) => <input {...p} className="input" inputMode="numeric" {...register('rate')} />}
        </FormField>
      )}
      <CheckboxField
        name="followRoomRate"
        label="Follow the room's rate on these nights (clears the plan's own rate)"
      />
    </>
  );
}

function RatesTable({
  planName,
  nights,
}: {
  planName: string;
  nights: ReadonlyArray<{ date: string; rate: number; ownRate: number | null; roomRate: number }>;
}) {
  const id = useId();
  return (
    <>
      <h4 id={id} className="sr-only">
        {planName}: rates by night
      </h4>
      {/* relative: the screen-reader-only texts (absolutely placed) stay inside the scroller. */}
      <section
        className="relative overflow-x-auto focus:outline-2 focus:outline-sky-600"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby={id}
      >
        <table
          aria-labelledby={id}
          className="w-full whitespace-nowrap text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1"
        >
          <thead>
            <tr className="text-slate-600">
              <th scope="col">Night</th>
              <th scope="col" className="text-right">
                Room's rate
              </th>
              <th scope="col" className="text-right">
                {planName}
              </th>
            </tr>
          </thead>
          <tbody>
            {nights.map((n) => (
              <tr key={n.date} className={n.ownRate === null ? 'text-slate-600' : 'font-semibold text-slate-900'}>
                <td>{formatDayWithWeekday(n.date)}</td>
                <td className="text-right tabular-nums">{formatInr(n.roomRate)}</td>
                <td className="text-right tabular-nums">
                  {formatInr(n.rate)}
                  {n.ownRate === null && <span className="font-normal"> (room's rate)</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
