import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import { Link } from 'react-router';
import { StayImage } from '../../../components/ui/stay-image';
import { formatInr } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { links, type StayQuery } from '../../../lib/paths';
import { extraGuestNote, isExternal, perNightRate, type RoomOption, roomsAvailable } from '../logic/room-option';
import { QuantityStepper } from './quantity-stepper';
import { RatePlanList } from './rate-plan-list';
import { RoomUnavailable } from './room-unavailable';
import { useRoomWords } from './room-words';

/** Spec 9: a room card shows four amenities, then '+n more'. */
export const CARD_AMENITIES = 4;

interface RoomCardProps {
  room: RoomOption;
  quantity: number;
  stay: StayQuery;
  onAdd: () => void;
  /** Adds the room under a rate plan, or switches the plan of the room already selected. */
  onChoosePlan?: (planId: string | null) => void;
  /** The selected room's plan (undefined when the room is not selected). */
  chosenPlanId?: string | null | undefined;
  onQuantity: (qnt: number) => void;
  onExternal: () => void;
  /** The most of this room the guest may pick: what is free and what the booking's room limit leaves. */
  maxQuantity?: number;
  /** The first cards are above the fold and load eagerly. */
  eager?: boolean;
}

export function RoomCard({
  room,
  quantity,
  stay,
  onAdd,
  onChoosePlan,
  chosenPlanId,
  onQuantity,
  onExternal,
  maxQuantity,
  eager = false,
}: RoomCardProps) {
  const t = useT('rooms');
  const words = useRoomWords();
  const available = roomsAvailable(room);
  const shown = room.amenities.slice(0, CARD_AMENITIES);
  const more = room.amenities.length - shown.length;
  const headingId = `room-${room.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      <div className="relative aspect-[16/9] shrink-0 bg-slate-100 sm:aspect-auto sm:w-64">
        <StayImage
          src={room.image}
          sizes="(min-width: 640px) 256px, 100vw"
          alt={room.name}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
        {isExternal(room) && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-900/85 px-3 py-1 text-xs font-semibold text-white">
            {t('rooms.externalBooking')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {room.name}
          </h3>
          {room.rating > 0 && (
            <span className="shrink-0 rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
              <span aria-hidden="true">★ </span>
              <span className="sr-only">{t('rooms.rated')}</span>
              {room.rating.toFixed(1)}
            </span>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li>{t('rooms.upToAdults', { count: room.maxAdults })}</li>
          <li>{room.maxChildren > 0 ? t('rooms.upToChildren', { count: room.maxChildren }) : t('rooms.noChildren')}</li>
          {room.size && <li>{words.size(room)}</li>}
        </ul>
        {room.description && <p className="line-clamp-2 text-sm text-slate-700">{room.description}</p>}
        {shown.length > 0 && (
          <ul aria-label={t('rooms.amenities')} className="flex flex-wrap gap-2 text-xs">
            {shown.map((a) => (
              <li key={a} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
                {a}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full px-1 py-1 font-medium text-brand-700">
                {t('rooms.moreAmenities', { count: more })}
              </li>
            )}
          </ul>
        )}
        {onChoosePlan && !isExternal(room) && room.ratePlans.length > 1 && (
          <RatePlanList
            roomName={room.name}
            plans={room.ratePlans}
            chosenId={quantity > 0 ? chosenPlanId : undefined}
            onChoose={onChoosePlan}
            disabled={available < 1 || (quantity === 0 && (maxQuantity ?? available) < 1)}
          />
        )}
        {room.ratePlans.length === 1 && room.ratePlans[0]?.cancellationHeadline && (
          <p className="text-sm font-medium text-emerald-800">{words.cancellation(room.ratePlans[0])}</p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div>
            <p>
              <span className="text-xl font-bold text-slate-900">{formatInr(perNightRate(room))}</span>
              <span className="text-sm text-slate-600">{t('rooms.perNight')}</span>
              {typeof room.taxPerNight === 'number' && (
                <span className="block text-xs text-slate-600">
                  {room.taxPerNight > 0 ? t('card.taxes', { amount: formatInr(room.taxPerNight) }) : t('card.noGst')}
                </span>
              )}
            </p>
            {extraGuestNote(room) && <p className="text-xs text-slate-600">{words.extraGuests(room)}</p>}
            <Link
              to={links.roomDetails(room.id, stay)}
              aria-label={t('rooms.detailsOf', { name: room.name })}
              className="text-sm font-medium text-brand-700 underline"
            >
              {t('rooms.details')}
            </Link>
            {!isExternal(room) && available > 0 && available <= 3 && (
              <p className="text-xs font-medium text-red-700">{t('rooms.onlyLeft', { count: available })}</p>
            )}
          </div>
          <RoomAction
            room={room}
            available={available}
            limit={maxQuantity ?? available}
            quantity={quantity}
            onAdd={onAdd}
            onQuantity={onQuantity}
            onExternal={onExternal}
          />
        </div>
      </div>
    </article>
  );
}

function RoomAction({
  room,
  available,
  limit,
  quantity,
  onAdd,
  onQuantity,
  onExternal,
}: Pick<RoomCardProps, 'room' | 'quantity' | 'onAdd' | 'onQuantity' | 'onExternal'> & {
  available: number;
  limit: number;
}) {
  const t = useT('rooms');
  if (isExternal(room)) {
    return (
      <button
        type="button"
        className="btn-outline border-brand-700 text-brand-800"
        onClick={onExternal}
        aria-label={t('rooms.bookExternallyOf', { name: room.name })}
      >
        {t('rooms.bookExternally')}
      </button>
    );
  }
  if (available < 1) return <RoomUnavailable room={room} />;
  if (quantity > 0) {
    return (
      <QuantityStepper
        value={quantity}
        min={0}
        max={limit}
        onChange={onQuantity}
        label={t('rooms.stepper', { name: room.name })}
        decreaseLabel={t('rooms.stepperFewer', { name: room.name })}
        increaseLabel={t('rooms.stepperMore', { name: room.name })}
      />
    );
  }
  if (limit < 1) {
    const noteId = `room-${room.id}-limit`;
    return (
      <div className="text-right">
        <button type="button" className="btn-primary" disabled aria-describedby={noteId}>
          {t('rooms.addRoom')}
        </button>
        <p id={noteId} className="mt-1 text-xs text-slate-600">
          {t('rooms.perBooking', { count: MAX_ROOMS_PER_BOOKING })}
        </p>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="btn-primary"
      onClick={onAdd}
      aria-label={t('rooms.addRoomOf', { name: room.name })}
    >
      {t('rooms.addRoom')}
    </button>
  );
}
