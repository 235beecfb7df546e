import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { formatMonth, plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import { useEffect } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { useBulkEditInventory } from '../api/bulk-edit-inventory';
import { useInventoryCalendar } from '../api/get-inventory-calendar';
import { useRoomTypeOptions } from '../api/get-room-type-options';
import { BulkEditForm, followUp, useBulkEditForm } from '../components/bulk-edit-form';
import { InventoryCalendar } from '../components/inventory-calendar';
import { RoomBlocksPanel } from '../components/room-blocks-panel';
import { RoomTypePickers } from '../components/room-type-pickers';
import { isMonth, monthOf, pickNight, shiftMonth } from '../logic/inventory-logic';

/** Rates and inventory: a month calendar per room type and bulk edits over dates and weekdays. */
export default function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const today = todayIst();
  const propertyId = params.get('property') ?? '';
  const roomTypeId = params.get('roomType') ?? '';
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : monthOf(today);

  const options = useRoomTypeOptions();
  const properties = options.data ?? [];
  const property = properties.find((p) => p.id === propertyId);
  const roomType = property?.roomTypes.find((r) => r.id === roomTypeId);

  const update = (patch: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace },
    );

  // A chosen property without a (valid) room type opens its first one.
  useEffect(() => {
    if (property && !roomType && property.roomTypes[0]) update({ roomType: property.roomTypes[0].id }, true);
  });

  const calendar = useInventoryCalendar(roomTypeId, month, Boolean(roomType));

  // The bulk edit's form lives here: picking nights in the calendar fills its dates.
  const form = useBulkEditForm(roomTypeId, today);
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const { isSubmitted } = useFormState({ control: form.control });
  const pick = (date: string) => {
    const range = pickNight({ from, to }, date);
    form.setValue('from', range.from, followUp(isSubmitted));
    form.setValue('to', range.to, followUp(isSubmitted));
  };
  const apply = useBulkEditInventory();
  const applyEdit = (edit: InventoryBulkEdit) =>
    apply.mutate(edit, {
      onSuccess: (result) =>
        toast.success(
          `Saved: ${plural(result.updated, 'night')} updated${result.created ? ` (${result.created} opened)` : ''}.`,
        ),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const edited = () => {
    if (apply.error) apply.reset();
  };

  return (
    <div>
      <PageHeader
        title="Rates & inventory"
        help="Nightly rates and rooms for sale per room type. Changes reach the website at once."
        actions={
          roomType ? (
            <Link
              className="btn-outline"
              to={{ pathname: consolePaths.channels, search: `?property=${propertyId}&roomType=${roomTypeId}` }}
            >
              Calendar sync
            </Link>
          ) : undefined
        }
      />
      {options.isPending ? (
        <Loading label="Loading properties" />
      ) : options.isError ? (
        <ErrorNotice error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <RoomTypePickers
          idPrefix="inventory"
          properties={properties}
          propertyId={property ? propertyId : ''}
          roomTypeId={roomType ? roomTypeId : ''}
          onProperty={(id) => {
            apply.reset();
            update({ property: id || null, roomType: null });
          }}
          onRoomType={(id) => {
            apply.reset();
            update({ roomType: id || null });
          }}
        />
      )}

      {!property || !roomType ? (
        options.isSuccess && <EmptyState>Choose a property and a room type to see its calendar.</EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <Panel>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
                {formatMonth(month)}
              </h2>
              <div className="flex gap-2">
                <button type="button" className="btn-outline" onClick={() => update({ month: shiftMonth(month, -1) })}>
                  <span aria-hidden="true">← </span>Previous month
                </button>
                <button type="button" className="btn-outline" onClick={() => update({ month: shiftMonth(month, 1) })}>
                  Next month<span aria-hidden="true"> →</span>
                </button>
              </div>
            </div>
            <p id="inventory-calendar-help" className="mb-3 text-xs text-slate-600">
              {roomType.name}: base rate {formatInr(roomType.baseRate)}, {plural(roomType.totalRooms, 'room')}. Each
              night shows its rate, rooms left of the total, rooms sold and rooms blocked. Choose a night to start the
              range, then a later night to end it: the bulk edit and a new block use it.
            </p>
            {calendar.isPending ? (
              <Loading label="Loading the calendar" />
            ) : calendar.isError ? (
              <ErrorNotice error={calendar.error} onRetry={() => void calendar.refetch()} />
            ) : (
              <InventoryCalendar
                month={month}
                nights={calendar.data.nights}
                today={calendar.data.today}
                selected={{ from, to }}
                onPick={pick}
              />
            )}
          </Panel>
          <Panel title="Bulk edit">
            <BulkEditForm
              form={form}
              onEdit={edited}
              today={today}
              target={`${roomType.name} at ${property.name}`}
              saving={apply.isPending}
              serverError={apply.error}
              onApply={applyEdit}
            />
          </Panel>
          <RoomBlocksPanel
            propertyId={propertyId}
            roomTypeId={roomTypeId}
            target={`${roomType.name} at ${property.name}`}
            month={month}
            today={today}
            selected={{ from, to }}
          />
        </div>
      )}
    </div>
  );
}
