import { formatDay, formatGuests, plural } from '@staybook/contract/format';
import { partyPriceText } from '@staybook/contract/price-note';
import { Link } from 'react-router';
import { formatInr } from '../../../lib/format';
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
  const summary = `${formatDay(stay.checkInDate)} – ${formatDay(stay.checkOutDate)} · ${plural(nights, 'night')} · ${formatGuests(stay.adults, stay.children)}`;
  const quote = unlocked?.quote ?? null;

  return (
    <aside
      aria-label="Price and booking"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          {unlocked && quote ? (
            <div aria-live="polite">
              <p className="font-bold text-slate-900 sm:text-lg">
                {formatInr(quote.totalPostTax)}{' '}
                <span className="text-xs font-normal text-slate-600 sm:text-sm">
                  for {plural(quote.nights, 'night')}, incl. GST
                </span>
              </p>
              {/* The list's figure for the whole party (issue 24): the rooms it takes, the stay and its GST. */}
              <p className="text-xs text-slate-700 sm:text-sm" data-testid="party-price">
                {partyPriceText({
                  rooms: quote.rooms.reduce((n, r) => n + r.roomCount, 0),
                  nights: quote.nights,
                  total: quote.totalPreTax,
                  taxes: quote.tax,
                })}
              </p>
            </div>
          ) : unlocked ? (
            <p className="text-sm font-semibold text-red-700 sm:text-base" aria-live="polite">
              No rooms are available for these dates.
            </p>
          ) : unlocking ? (
            <p className="font-semibold text-slate-900" aria-live="polite">
              Getting your price…
            </p>
          ) : signedIn ? (
            <p className="text-sm font-semibold text-red-700 sm:text-base" aria-live="polite">
              We could not get your price. Please try again.
            </p>
          ) : (
            <p className="font-semibold text-slate-900">Unlock the best price</p>
          )}
          <p className="truncate text-xs text-slate-600 sm:text-sm">{summary}</p>
          {unlocked?.propertyUrl && (
            <a
              href={unlocked.propertyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-xs font-semibold text-brand-800 underline sm:text-sm"
            >
              Visit property website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        {unlocked ? (
          propertyId && (
            <Link to={links.selectRooms(propertyId, stay)} className="btn-primary shrink-0">
              Select Rooms
            </Link>
          )
        ) : (
          <button
            type="button"
            className="btn-primary shrink-0"
            onClick={onUnlock}
            disabled={unlocking || !propertyId || !stay.checkInDate || !stay.checkOutDate}
          >
            {signedIn ? 'Try again' : 'Unlock Price'}
          </button>
        )}
      </div>
    </aside>
  );
}
