import { useT } from '../../../../lib/i18n';
import { allocatedGuests, type GuestAllocation, type GuestCounts, roomTypeGuestLimits } from '../../logic/guests';
import type { Selection } from '../../logic/selection';
import { QuantityStepper } from '../quantity-stepper';

interface RoomGuestAllocationProps {
  selection: Selection;
  guests: GuestCounts;
  allocation: GuestAllocation | null;
  onChange: (roomId: string, guests: GuestCounts) => void;
}

/**
 * Who sleeps where (issue 16: every guest placed): with more than one kind of room chosen, the guest places adults and
 * children in each, within what its rooms sleep; the party is the sum. The booking sends exactly this placing
 * (spec: roomIds[{id, roomCount, adults, children}]), and the server refuses a room that cannot hold its guests.
 */
export function RoomGuestAllocation({ selection, guests, allocation, onChange }: RoomGuestAllocationProps) {
  const t = useT('booking');
  const lines = allocatedGuests(selection, guests, allocation);
  if (lines.length < 2) return null;
  return (
    <section aria-labelledby="allocation-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="allocation-title" className="text-base font-semibold text-slate-900">
        {t('review.allocation.title')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {lines.map((line) => {
          const room = selection[line.id];
          if (!room) return null;
          const limits = roomTypeGuestLimits(room);
          const label = t('review.allocation.room', { name: room.name, count: room.qnt });
          return (
            <li key={line.id} className="py-3">
              <p className="font-medium text-slate-900">{label}</p>
              <p className="text-xs text-slate-600">
                {t('review.allocation.sleeps', { adults: limits.maxAdults, children: limits.maxChildren })}
              </p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                <div className="flex items-center gap-3">
                  <span className="text-sm text-slate-700">{t('review.guests.kind', { kind: 'adults' })}</span>
                  <QuantityStepper
                    size="sm"
                    value={line.adults}
                    min={limits.minAdults}
                    max={limits.maxAdults}
                    onChange={(adults) => onChange(line.id, { adults, children: line.children })}
                    label={t('review.allocation.stepper', { kind: 'adults', room: label })}
                    decreaseLabel={t('review.allocation.fewer', { kind: 'adults', room: label })}
                    increaseLabel={t('review.allocation.more', { kind: 'adults', room: label })}
                  />
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm text-slate-700">{t('review.guests.kind', { kind: 'children' })}</span>
                  <QuantityStepper
                    size="sm"
                    value={line.children}
                    min={0}
                    max={limits.maxChildren}
                    onChange={(children) => onChange(line.id, { adults: line.adults, children })}
                    label={t('review.allocation.stepper', { kind: 'children', room: label })}
                    decreaseLabel={t('review.allocation.fewer', { kind: 'children', room: label })}
                    increaseLabel={t('review.allocation.more', { kind: 'children', room: label })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
