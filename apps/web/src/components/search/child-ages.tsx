import { DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { useT } from '../../lib/i18n';

// The search's children are the default band's (2–12); each property checks the ages against its own bands.
const ages = Array.from(
  { length: DEFAULT_AGE_POLICY.childMaxAge - DEFAULT_AGE_POLICY.infantMaxAge },
  (_, i) => DEFAULT_AGE_POLICY.infantMaxAge + 1 + i,
);

/** "Age of child 1", … : one select per child, so the hotel knows who comes and the booking checks its age rules. */
export function ChildAges({
  ages: chosen,
  onChange,
}: {
  ages: Array<number | null>;
  onChange: (ages: Array<number | null>) => void;
}) {
  const t = useT('dialogs');
  return (
    <fieldset className="mt-3 rounded-xl bg-slate-50 p-3">
      <legend className="sr-only">{t('picker.ages.legend')}</legend>
      <p className="text-sm text-slate-700">{t('picker.ages.question')}</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {chosen.map((age, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the list; the list only grows or shrinks at the end.
          <label key={i} className="text-sm">
            <span className="block text-slate-700">{t('picker.ages.child', { number: i + 1 })}</span>
            <select
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2"
              value={age ?? ''}
              onChange={(e) => {
                const next = [...chosen];
                next[i] = e.target.value === '' ? null : Number(e.target.value);
                onChange(next);
              }}
            >
              <option value="">{t('picker.ages.choose')}</option>
              {ages.map((a) => (
                <option key={a} value={a}>
                  {t('picker.ages.years', { age: a })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
