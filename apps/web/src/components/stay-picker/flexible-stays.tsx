import type { DatePricesResponse } from '@staybook/contract/date-prices';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { formatInr } from '@staybook/contract/money';
import { unixToIstDate } from '@staybook/contract/stay-dates';
import { useFormats, useLanguage, useT } from '../../lib/i18n';

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
  const t = useT('dialogs');
  const lang = useLanguage();
  const formats = useFormats();
  if (!flexible) return <p className="mt-2 text-sm text-slate-700">{loading ? t('stay.flexible.comparing') : ''}</p>;
  return (
    <section aria-label={t('stay.flexible.label')} className="mt-2">
      <p className="text-xs text-slate-700">
        {lang === DEFAULT_LANGUAGE ? flexible.caption : t('stay.flexible.caption', { nights: flexible.nights })}
      </p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {flexible.stays.map((s) => {
          const checkIn = unixToIstDate(s.checkInDate);
          const checkOut = unixToIstDate(s.checkOutDate);
          const dates = t('stay.flexible.dates', {
            checkIn: formats.dayMonth(checkIn),
            checkOut: formats.dayMonth(checkOut),
          });
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
                      {t('stay.flexible.cheapest')}
                    </span>
                  )}
                </span>
                <span className="font-semibold text-slate-900">
                  {s.totalPrice === null ? t('stay.flexible.notAvailable') : formatInr(s.totalPrice)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
