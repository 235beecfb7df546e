import type { Room } from '@staybook/contract/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNotice, Loading } from '../../components/console-ui';
import type { FieldErrors, RoomLine } from '../logic/desk-booking-form';
import { Field } from './field';
import { RoomLines } from './room-lines';

type StayDate = 'checkIn' | 'checkOut';

/**
 * The stay's Check-in and Check-out of the desk's New booking and Change booking; the caller lays them out (the New
 * booking puts the property beside them) and says which message belongs to which date.
 */
export function StayDates({
  checkIn,
  checkOut,
  errors,
  onChange,
}: {
  checkIn: string;
  checkOut: string;
  errors: Partial<Record<StayDate, string>>;
  onChange: (key: StayDate, value: string) => void;
}) {
  return (
    <>
      <Field label="Check-in" error={errors.checkIn}>
        <input className="input" type="date" value={checkIn} onChange={(e) => onChange('checkIn', e.target.value)} />
      </Field>
      <Field label="Check-out" error={errors.checkOut}>
        <input className="input" type="date" value={checkOut} onChange={(e) => onChange('checkOut', e.target.value)} />
      </Field>
    </>
  );
}

/**
 * The stay's room lines (room type, rooms, guests, plan) on the rooms free for its dates. A new booking has nothing to
 * show until the rooms arrive; a change opens on the booking's own lines, which stay on screen (and editable) while the
 * rooms load or when they fail to.
 */
export function StayRooms({
  rooms,
  lines,
  errors,
  onChange,
  keepLines = false,
}: {
  rooms: UseQueryResult<Room[]>;
  lines: RoomLine[];
  errors: FieldErrors;
  onChange: (lines: RoomLine[]) => void;
  keepLines?: boolean;
}) {
  const notice = rooms.isError ? <ErrorNotice error={rooms.error} onRetry={() => void rooms.refetch()} /> : null;
  const roomLines = <RoomLines lines={lines} rooms={rooms.data ?? []} errors={errors} onChange={onChange} />;
  if (keepLines)
    return (
      <>
        {notice}
        {roomLines}
      </>
    );
  if (notice) return notice;
  if (rooms.isFetching && !rooms.data) return <Loading label="Loading the rooms for these dates" />;
  return roomLines;
}
