import type { AreaId } from '@staybook/contract/messages/areas';
import { roomPageTitle } from '@staybook/contract/page-titles';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ImageCarousel } from '../../../components/ui/image-carousel';
import { ApiError } from '../../../lib/api-client';
import { type Translate, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { useRoomDetails } from '../api/get-room-details';
import { RoomHighlights } from '../components/room-highlights';
import { RoomPolicies } from '../components/room-policies';
import { isValidRoomId, type RoomDetailsView } from '../logic/room-details-view';
import { readStayContext } from '../logic/stay-context';

/** The spec's pace for the room photo carousel. */
export const ROOM_SLIDE_MS = 4000;

interface MessageProps {
  text: string;
  role?: 'alert' | 'status';
  /** While loading, fill the screen so the footer does not jump when the room appears. */
  tall?: boolean;
  children?: React.ReactNode;
}

function Message({ text, role, tall = false, children }: MessageProps) {
  return (
    <main className={`grid place-items-center px-6 text-center ${tall ? 'min-h-screen' : 'min-h-[50vh]'}`}>
      <div role={role}>
        <h1 className="text-lg font-semibold text-slate-900">{text}</h1>
        {children}
      </div>
    </main>
  );
}

export default function RoomDetailsPage() {
  const { roomId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const stay = readStayContext(search, location.state);
  const isValid = isValidRoomId(roomId);
  const query = useRoomDetails(isValid ? roomId : null);
  const room = query.data;
  const t = useT('rooms');
  usePageMeta(
    room ? roomPageTitle({ name: room.title, propertyName: room.propertyName ?? '' }) : t('room.metaTitle'),
    room?.description || t('room.metaDescription'),
    Boolean(room),
  );

  const backToList = (
    <Link to={paths.propertyList} className="btn-outline mt-5">
      {t('room.browse')}
    </Link>
  );
  const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (!isValid || isMissing || (query.isSuccess && !room))
    return (
      <Message text={t('room.invalid')} role="alert">
        {backToList}
      </Message>
    );
  if (query.isPending)
    return (
      <Message text={t('room.loading')} role="status" tall>
        <span className="mx-auto mt-4 block size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      </Message>
    );
  if (query.isError || !room)
    return (
      <Message text={t('room.failed')} role="alert">
        <button type="button" className="btn-primary mt-5" onClick={() => query.refetch()}>
          {t('room.tryAgain')}
        </button>
      </Message>
    );
  return <RoomDetails room={room} stay={stay} />;
}

function facts(room: RoomDetailsView, t: Translate<AreaId<'rooms'>>): string[] {
  const out: string[] = [];
  if (room.maxAdults) out.push(t('room.upToAdults', { count: room.maxAdults }));
  if (room.maxChildren) out.push(t('room.children', { count: room.maxChildren }));
  if (room.size) out.push(t('room.size', { size: room.size }));
  return out;
}

function RoomDetails({ room, stay }: { room: RoomDetailsView; stay: ReturnType<typeof readStayContext> }) {
  const t = useT('rooms');
  return (
    <main className="pb-12">
      <div className="mx-auto max-w-6xl sm:px-4 sm:pt-4">
        <div className="overflow-hidden sm:rounded-2xl">
          <ImageCarousel
            images={room.images}
            label={t('room.photosOf', { name: room.title })}
            autoAdvanceMs={ROOM_SLIDE_MS}
            priority
            sizes="(min-width: 1152px) 1120px, 100vw"
          />
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-8 px-4 pt-5">
        <header>
          {room.propertyId && (
            <Link
              to={links.propertyDetails(room.propertyId, stay)}
              className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              ← {room.propertyName || t('room.backToProperty')}
            </Link>
          )}
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{room.title}</h1>
          {facts(room, t).length > 0 && <p className="mt-1 text-slate-600">{facts(room, t).join(' · ')}</p>}
          {room.description && <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{room.description}</p>}
          {room.propertyId && (
            <Link to={links.selectRooms(room.propertyId, stay)} className="btn-primary mt-4">
              {t('room.selectRooms')}
            </Link>
          )}
        </header>
        <RoomHighlights tiles={room.highlights} />
        <RoomPolicies policies={room.policies} />
      </div>
    </main>
  );
}
