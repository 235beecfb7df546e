import type { PartyPrice } from '@staybook/contract/catalogue';
import { partyPriceText } from '../../../components/ui/property-card';
import { formatInr } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

interface BottomBarProps {
  rooms: number;
  total: number;
  nights: number;
  /** Why the chosen rooms cannot take the party on (they do not seat everyone), or null. */
  problem?: string | null;
  /** What the chosen plans promise about cancelling: one headline when they agree, else null. */
  cancellation?: string | null;
  /**
   * The list's price of the party (issue 24) while the chosen rooms are exactly the placement it priced: the bar then
   * says that figure (deals, extra guests and GST included), the one the review page charges.
   */
  partyPrice?: PartyPrice | null;
  /** With nothing chosen: the list's placement of the party and its price, chosen in one tap by `onChooseOffer`. */
  offer?: PartyPrice | null;
  onChooseOffer?: () => void;
  onContinue: () => void;
}

/**
 * Spec 2.8 bottom bar. With no room chosen the button reads 'Select Rooms' and looks disabled, yet
 * stays focusable (aria-disabled) so pressing it can say why: 'Please select at least one room.'
 */
export function SelectRoomsBottomBar({
  rooms,
  total,
  nights,
  problem = null,
  cancellation = null,
  partyPrice = null,
  offer = null,
  onChooseOffer,
  onContinue,
}: BottomBarProps) {
  const t = useT('rooms');
  const priceText = (p: PartyPrice) => partyPriceText(p, t);
  const hasRooms = rooms > 0;
  const ready = hasRooms && !problem;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('rooms.selected', { count: rooms })}
          </p>
          {offer && !hasRooms ? (
            <p className="text-sm text-slate-700">
              {t('rooms.pricedForParty')}
              <span className="font-semibold text-slate-900">{priceText(offer)}</span>
            </p>
          ) : partyPrice ? (
            <p className="font-bold text-slate-900" data-testid="party-price">
              {priceText(partyPrice)}
            </p>
          ) : (
            <p className="font-bold text-slate-900">
              {formatInr(total)}{' '}
              <span className="text-sm font-normal text-slate-600">{t('rooms.forNights', { count: nights })}</span>
            </p>
          )}
          {problem ? (
            <p role="status" className="text-xs font-medium text-amber-800">
              {problem}
            </p>
          ) : (
            cancellation && (
              <p
                className={`text-xs font-medium ${cancellation.startsWith('Free') ? 'text-emerald-700' : 'text-slate-700'}`}
              >
                {cancellation}
              </p>
            )
          )}
        </div>
        <div className="flex shrink-0 flex-col items-stretch gap-2 sm:flex-row">
          {offer && !hasRooms && onChooseOffer && (
            <button type="button" className="btn-outline" onClick={onChooseOffer}>
              {offer.rooms === 1 ? t('rooms.chooseThisRoom') : t('rooms.chooseTheseRooms')}
            </button>
          )}
          <button
            type="button"
            className={`btn-primary ${ready ? '' : 'cursor-not-allowed opacity-50'}`}
            aria-disabled={!ready}
            onClick={onContinue}
          >
            {hasRooms ? t('rooms.continue') : t('rooms.selectRooms')}
          </button>
        </div>
      </div>
    </div>
  );
}
