import { type AgePolicy, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { type BedRequest, bedRequests } from '@staybook/contract/party-rules';
import { useT } from '../../../../lib/i18n';

interface FamilyRequestsProps {
  childCount: number;
  infants: number;
  /** The property's age bands: a child is between them (younger is an infant, older an adult). */
  agePolicy?: AgePolicy | undefined;
  childAges: Array<number | null>;
  bedRequest: BedRequest | null;
  onChange: (requests: { childAges: Array<number | null>; bedRequest: BedRequest | null }) => void;
}

/**
 * What the hotel should know about the family (issue 24): each child's age (from the search, else asked here;
 * the booking checks them against the property's bands) and a cot or an extra bed, carried to the hotel.
 */
export function FamilyRequests({
  childCount,
  infants,
  agePolicy = DEFAULT_AGE_POLICY,
  childAges,
  bedRequest,
  onChange,
}: FamilyRequestsProps) {
  const t = useT('booking');
  const ages = Array.from(
    { length: agePolicy.childMaxAge - agePolicy.infantMaxAge },
    (_, i) => agePolicy.infantMaxAge + 1 + i,
  );
  return (
    <section aria-labelledby="family-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="family-title" className="text-base font-semibold text-slate-900">
        {t('review.family.title')}
      </h2>
      {childCount > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm text-slate-700">{t('review.family.agesQuestion')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {Array.from({ length: childCount }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the list.
              <label key={i} className="text-sm">
                <span className="block text-slate-700">{t('review.family.childAge', { number: i + 1 })}</span>
                <select
                  className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2"
                  value={childAges[i] ?? ''}
                  onChange={(e) => {
                    const next = Array.from({ length: childCount }, (_, k) => childAges[k] ?? null);
                    next[i] = e.target.value === '' ? null : Number(e.target.value);
                    onChange({ childAges: next, bedRequest });
                  }}
                >
                  <option value="">{t('review.family.chooseAge')}</option>
                  {ages.map((a) => (
                    <option key={a} value={a}>
                      {t('review.family.years', { age: a })}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="mt-3 block text-sm">
        <span className="block text-slate-700">{t('review.family.bed')}</span>
        <select
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 sm:w-72"
          value={bedRequest ?? ''}
          onChange={(e) =>
            onChange({ childAges, bedRequest: e.target.value === '' ? null : (e.target.value as BedRequest) })
          }
        >
          <option value="">{t('review.family.noBed')}</option>
          {bedRequests
            .filter((r) => r !== 'cot' || infants > 0)
            .map((r) => (
              <option key={r} value={r}>
                {t('review.family.bedKind', { bed: r })}
              </option>
            ))}
        </select>
        <span className="mt-1 block text-slate-600">{t('review.family.sent')}</span>
      </label>
    </section>
  );
}
