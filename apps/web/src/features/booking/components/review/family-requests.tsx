import { type AgePolicy, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { type BedRequest, bedRequestLabels, bedRequests } from '@staybook/contract/party-rules';

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
  const ages = Array.from(
    { length: agePolicy.childMaxAge - agePolicy.infantMaxAge },
    (_, i) => agePolicy.infantMaxAge + 1 + i,
  );
  return (
    <section aria-labelledby="family-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="family-title" className="text-base font-semibold text-slate-900">
        For the hotel
      </h2>
      {childCount > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm text-slate-700">How old is each child on the day you check in?</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {Array.from({ length: childCount }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the list.
              <label key={i} className="text-sm">
                <span className="block text-slate-700">Age of child {i + 1}</span>
                <select
                  className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2"
                  value={childAges[i] ?? ''}
                  onChange={(e) => {
                    const next = Array.from({ length: childCount }, (_, k) => childAges[k] ?? null);
                    next[i] = e.target.value === '' ? null : Number(e.target.value);
                    onChange({ childAges: next, bedRequest });
                  }}
                >
                  <option value="">Choose age</option>
                  {ages.map((a) => (
                    <option key={a} value={a}>
                      {`${a} years`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="mt-3 block text-sm">
        <span className="block text-slate-700">A cot or an extra bed</span>
        <select
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 sm:w-72"
          value={bedRequest ?? ''}
          onChange={(e) =>
            onChange({ childAges, bedRequest: e.target.value === '' ? null : (e.target.value as BedRequest) })
          }
        >
          <option value="">None needed</option>
          {bedRequests
            .filter((r) => r !== 'cot' || infants > 0)
            .map((r) => (
              <option key={r} value={r}>
                {bedRequestLabels[r]}
              </option>
            ))}
        </select>
        <span className="mt-1 block text-slate-600">
          Sent to the hotel with your booking; the hotel confirms it at check-in.
        </span>
      </label>
    </section>
  );
}
