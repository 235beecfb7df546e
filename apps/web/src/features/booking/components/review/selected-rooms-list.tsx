import { Link } from 'react-router';
import { StayImage } from '../../../../components/ui/stay-image';
import { formatInr } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { maxQuantity, type Selection } from '../../logic/selection';
import { QuantityStepper } from '../quantity-stepper';

interface SelectedRoomsListProps {
  selection: Selection;
  /** Step 0 shows steppers (minimum 1); step 1 shows the rooms read-only. */
  editable: boolean;
  onQuantity: (roomId: string, qnt: number) => void;
  changeRoomsHref: string | null;
}

export function SelectedRoomsList({ selection, editable, onQuantity, changeRoomsHref }: SelectedRoomsListProps) {
  const t = useT('booking');
  const rooms = Object.values(selection);
  return (
    <section aria-labelledby="selected-rooms-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="selected-rooms-title" className="text-base font-semibold text-slate-900">
          {t('review.selectedRooms')}
        </h2>
        {editable && changeRoomsHref && (
          <Link to={changeRoomsHref} className="text-sm font-semibold text-brand-700 underline">
            {t('review.changeRooms')}
          </Link>
        )}
      </div>
      {rooms.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('review.noneSelected')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {rooms.map((room) => (
            <li key={room.id} className="flex items-center gap-3 py-3">
              <StayImage
                src={room.image}
                sizes="64px"
                alt=""
                width={64}
                height={64}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{room.name}</p>
                <p className="text-sm text-slate-600">
                  {room.ratePlanName
                    ? t('review.roomPricePlan', { plan: room.ratePlanName, price: formatInr(room.price) })
                    : t('review.roomPrice', { price: formatInr(room.price) })}
                </p>
                {room.cancellationHeadline && (
                  <p className="text-xs font-medium text-slate-700">{room.cancellationHeadline}</p>
                )}
              </div>
              {editable ? (
                <QuantityStepper
                  size="sm"
                  value={room.qnt}
                  min={1}
                  max={maxQuantity(selection, room.id, room.maxAvailable)}
                  onChange={(q) => onQuantity(room.id, q)}
                  label={t('review.stepper', { name: room.name })}
                  decreaseLabel={t('review.stepperFewer', { name: room.name })}
                  increaseLabel={t('review.stepperMore', { name: room.name })}
                />
              ) : (
                <p className="text-sm font-semibold text-slate-900">× {room.qnt}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
