import type { PricedRoom } from '@staybook/contract/booking';
import type { BookedExtraLine } from '@staybook/contract/booking-extras';
import type { DiscountLine } from '@staybook/contract/promotions';
import { formatInr } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';

export interface PriceLines {
  totalRoomRent: number;
  tax: number;
  totalPostTax: number;
  nights: number;
  /** The server's saving lines; `totalRoomRent` is already after them. */
  discounts?: DiscountLine[] | undefined;
  /** The server's rooms, when known: each room's extra-guest charge gets a line of its own. */
  rooms?: Pick<PricedRoom, 'id' | 'name' | 'extraGuests'>[] | undefined;
  /** The extras added ("Add to your stay"), each with its GST; `totalWithExtras` is the rooms' total with them. */
  extras?:
    | (Pick<BookedExtraLine, 'extraId' | 'name' | 'quantity' | 'total'> &
        Partial<Pick<BookedExtraLine, 'unit' | 'nights' | 'unitPrice'>>)[]
    | undefined;
  totalWithExtras?: number | undefined;
}

export interface ExtraGuestLine {
  roomId: string;
  roomName: string;
  /** Rupees per night, all the line's rooms. */
  perNight: number;
  total: number;
}

/**
 * Each room's extra-guest charge over the stay (`extraGuests` is per night and already inside the rent), so it can be
 * read on a line of its own and taken out of the room charges line.
 */
export function extraGuestLines(price: Pick<PriceLines, 'rooms' | 'nights'>): ExtraGuestLine[] {
  return (price.rooms ?? [])
    .filter((room) => (room.extraGuests ?? 0) > 0)
    .map((room) => {
      const perNight = room.extraGuests ?? 0;
      return {
        roomId: room.id,
        roomName: room.name,
        perNight,
        total: perNight * price.nights,
      };
    });
}

/** What is paid online now and what at the property (the server's payment-policy amounts, rupees). */
export interface DueLines {
  amountDueNow?: number | undefined;
  amountDueAtProperty?: number | undefined;
}

interface PriceBreakdownProps {
  price: PriceLines;
  /** Shown when part of the total is paid at the property. */
  due?: DueLines | null | undefined;
  /** True while the 18 percent estimate stands in for the server's answer. */
  estimated: boolean;
  /** The server could not price the stay; the estimate stays on screen with a note. */
  error?: string | null;
}

export function PriceBreakdown({ price, estimated, error, due }: PriceBreakdownProps) {
  const t = useT('booking');
  const atProperty = due?.amountDueAtProperty ?? 0;
  const discounts = price.discounts ?? [];
  const extras = extraGuestLines(price);
  // Room charges (the rooms' rates) and each room's extra guests are shown before the savings, then each saving taken
  // off, so the lines add up to the total.
  const roomCharges =
    price.totalRoomRent + discounts.reduce((sum, d) => sum + d.amount, 0) - extras.reduce((sum, e) => sum + e.total, 0);
  return (
    <section
      aria-labelledby="price-title"
      aria-busy={estimated && !error}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="price-title" className="text-base font-semibold text-slate-900">
        {t('review.price.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('review.price.roomCharges', { count: price.nights })}</dt>
          <dd className="font-medium text-slate-900">{formatInr(roomCharges)}</dd>
        </div>
        {extras.map((e) => (
          <div key={e.roomId} className="flex justify-between gap-3">
            <dt className="text-slate-700">
              {t('review.price.extraGuests', {
                room: e.roomName,
                perNight: formatInr(e.perNight),
                count: price.nights,
              })}
            </dt>
            <dd className="font-medium text-slate-900">{formatInr(e.total)}</dd>
          </div>
        ))}
        {discounts.map((d) => (
          <div key={`${d.kind}:${d.label}`} className="flex justify-between gap-3 text-emerald-800">
            <dt>{d.label}</dt>
            <dd className="font-medium">−{formatInr(d.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('review.price.taxes', { estimated: estimated ? 'yes' : 'no' })}</dt>
          <dd className="font-medium text-slate-900">{formatInr(price.tax)}</dd>
        </div>
        {(price.extras ?? []).map((e) => (
          <div key={e.extraId} className="flex justify-between gap-3">
            <dt className="text-slate-700">
              {t('review.price.extraLine', { name: e.name, count: e.quantity })}
              {e.nights !== undefined && e.unitPrice !== undefined && (
                <span className="block text-xs text-slate-600">
                  {t('review.price.extraMath', {
                    unit: e.unit ?? 'per_night',
                    price: formatInr(e.unitPrice),
                    count: e.quantity,
                    nights: e.nights,
                  })}
                </span>
              )}
            </dt>
            <dd className="font-medium text-slate-900">{formatInr(e.total)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{t('review.price.total')}</dt>
          <dd className="font-bold text-slate-900">{formatInr(price.totalWithExtras ?? price.totalPostTax)}</dd>
        </div>
        {atProperty > 0 && (
          <>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">{t('review.price.payNow')}</dt>
              <dd className="font-semibold text-slate-900">{formatInr(due?.amountDueNow ?? 0)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">{t('review.price.payAtProperty')}</dt>
              <dd className="font-semibold text-slate-900">{formatInr(atProperty)}</dd>
            </div>
          </>
        )}
      </dl>
      {estimated && !error && <p className="mt-2 text-xs text-slate-600">{t('review.price.calculating')}</p>}
      {error && (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
