import type { DatePricesResponse } from '@staybook/contract/date-prices';
import { formatDayMonth } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { unixToIstDate } from '@staybook/contract/stay-dates';

type Flexible = NonNullable<DatePricesResponse['data']['flexible']>;

/** The check-ins within ±3 days for the same nights, each with its price; the cheapest marked; one tap takes it. */
export function FlexibleStays({
  flexible,
  loading,
  onChoose,
}: {
  flexible: Flexible | null;
  loading: boolean;
  onChoose: (checkIn: string, checkOut: string) => void;
}) {
  if (!flexible) return <p className="mt-2 text-sm text-slate-700">{loading ? 'Comparing nearby dates…' : ''}</p>;
  return (
    <section aria-label="Nearby check-in dates" className="mt-2">
      <p className="text-xs text-slate-700">{flexible.caption}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {flexible.stays.map((s) => {
          const checkIn = unixToIstDate(s.checkInDate);
          const checkOut = unixToIstDate(s.checkOutDate);
          const dates = `${formatDayMonth(checkIn)} – ${formatDayMonth(checkOut)}`;
          return (
            <li key={s.checkInDate}>
              <button
                type="button"
                disabled={s.totalPrice === null}
                aria-pressed={s.isChosen}
                onClick={() => onChoose(checkIn, checkOut)}
                className={`flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:opacity-60 ${
                  s.isChosen ? 'border-brand-700 bg-brand-50' : 'border-slate-300 hover:bg-slate-50'
                }`}
              >
                <span>
                  <span className="font-medium text-slate-900">{dates}</span>
                  {s.isCheapest && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      Cheapest
                    </span>
                  )}
                </span>
                <span className="font-semibold text-slate-900">
                  {s.totalPrice === null ? 'Not available' : formatInr(s.totalPrice)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
