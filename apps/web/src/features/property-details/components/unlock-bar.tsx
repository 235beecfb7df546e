import { Link } from 'react-router';
import { partyPriceText } from '../../../components/ui/property-card';
import { formatInr } from '../../../lib/format';
import { useFormats, useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import type { UnlockedPrice } from '../logic/unlock-storage';

interface UnlockBarProps {
  propertyId: string | null;
  stay: { checkInDate: number; checkOutDate: number; adults: number; children: number };
  nights: number;
  unlocked: UnlockedPrice | null;
  /** The price is being fetched for a guest already known (signed in, or unlocked before on this device). */
  unlocking?: boolean;
  /** A signed-in guest is never asked to unlock: their price comes by itself, and the button only tries again. */
  signedIn?: boolean;
  onUnlock: () => void;
}

/** Fixed to the bottom: the stay and 'Unlock Price', or once unlocked the stay total and 'Select Rooms'. */
export function UnlockBar({
  propertyId,
  stay,
  nights,
  unlocked,
  unlocking = false,
  signedIn = false,
  onUnlock,
}: UnlockBarProps) {
  const t = useT('property');
  const formats = useFormats();
  const summary = t('property.unlock.summary', {
    checkIn: formats.day(stay.checkInDate),
    checkOut: formats.day(stay.checkOutDate),
    nights,
    adults: stay.adults,
    children: stay.children,
  });
  const quote = unlocked?.quote ?? null;

  return (
    <aside
      aria-label={t('property.unlock.region')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          {unlocked && quote ? (
            <div aria-live="polite">
              <p className="font-bold text-slate-900 sm:text-lg">
                {formatInr(quote.totalPostTax)}{' '}
                <span className="text-xs font-normal text-slate-600 sm:text-sm">
                  {t('property.unlock.totalFor', { nights: quote.nights })}
                </span>
              </p>
              {/* The list's figure for the whole party (issue 24): the rooms it takes, the stay and its GST. */}
              <p className="text-xs text-slate-700 sm:text-sm" data-testid="party-price">
                {partyPriceText(
                  {
                    rooms: quote.rooms.reduce((n, r) => n + r.roomCount, 0),
                    nights: quote.nights,
                    total: quote.totalPreTax,
                    taxes: quote.tax,
                  },
                  t,
                )}
              </p>
            </div>
          ) : unlocked ? (
            <p className="text-sm font-semibold text-red-700 sm:text-base" aria-live="polite">
              {t('property.unlock.noRooms')}
            </p>
          ) : unlocking ? (
            <p className="font-semibold text-slate-900" aria-live="polite">
              {t('property.unlock.getting')}
            </p>
          ) : signedIn ? (
            <p className="text-sm font-semibold text-red-700 sm:text-base" aria-live="polite">
              {t('property.unlock.failed')}
            </p>
          ) : (
            <p className="font-semibold text-slate-900">{t('property.unlock.prompt')}</p>
          )}
          {/* The stay's dates and party may take two lines at a phone in a longer language (not cut off). */}
          <p className="line-clamp-2 text-xs text-slate-600 sm:text-sm">{summary}</p>
          {unlocked?.propertyUrl && (
            <a
              href={unlocked.propertyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-xs font-semibold text-brand-800 underline sm:text-sm"
            >
              {t('property.unlock.website')}
              <span className="sr-only">{t('property.unlock.newTab')}</span>
            </a>
          )}
        </div>
        {unlocked ? (
          propertyId && (
            <Link to={links.selectRooms(propertyId, stay)} className="btn-primary shrink-0">
              {t('property.unlock.selectRooms')}
            </Link>
          )
        ) : (
          <button
            type="button"
            className="btn-primary shrink-0"
            onClick={onUnlock}
            disabled={unlocking || !propertyId || !stay.checkInDate || !stay.checkOutDate}
          >
            {signedIn ? t('property.unlock.tryAgain') : t('property.unlock.unlock')}
          </button>
        )}
      </div>
    </aside>
  );
}
