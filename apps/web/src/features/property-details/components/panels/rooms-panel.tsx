import { Link } from 'react-router';
import { type Translate, useT } from '../../../../lib/i18n';
import { mediaSrcSet, PLACEHOLDER_IMAGE } from '../../../../lib/media';
import { links, type StayQuery } from '../../../../lib/paths';
import { ROOM_CARD_AMENITIES, ROOM_CARD_EXTRA_IMAGES, type RoomCardView } from '../../logic/room-view';
import { EmptyState } from './empty-state';

interface RoomsPanelProps {
  rooms: RoomCardView[];
  stay: StayQuery;
}

function occupancy(room: RoomCardView, t: Translate<'property.roomsTab.occupancy'>): string {
  return t('property.roomsTab.occupancy', { adults: room.adults.max, children: room.children.max });
}

function RoomCard({ room, stay }: { room: RoomCardView; stay: StayQuery }) {
  const t = useT('property');
  const [cover, ...rest] = room.images;
  const extras = rest.slice(0, ROOM_CARD_EXTRA_IMAGES);
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="grid gap-0 sm:grid-cols-[18rem_1fr]">
        <img
          src={cover?.url ?? PLACEHOLDER_IMAGE}
          srcSet={cover ? mediaSrcSet(cover.url) : undefined}
          sizes="(min-width: 640px) 288px, 100vw"
          alt={cover?.title || room.title}
          width={cover?.width ?? 640}
          height={cover?.height ?? 427}
          loading="lazy"
          decoding="async"
          onError={(e) => {
            e.currentTarget.srcset = '';
            e.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
          className="aspect-[3/2] size-full bg-slate-200 object-cover sm:aspect-auto sm:h-full"
        />
        <div className="space-y-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{room.title}</h3>
              <p className="text-sm text-slate-600">
                {[room.roomType, occupancy(room, t)].filter(Boolean).join(' · ')}
              </p>
            </div>
            {room.rating > 0 && (
              <p className="shrink-0 rounded-lg bg-brand-50 px-2 py-1 text-sm font-semibold text-brand-800">
                <span aria-hidden="true">★ </span>
                {room.rating.toFixed(1)}
                <span className="sr-only">{t('property.outOf5')}</span>
              </p>
            )}
          </div>
          {!room.isAvailable && (
            <p className="text-sm font-semibold text-red-700">{t('property.roomsTab.notAvailable')}</p>
          )}
          {room.amenities.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('property.roomsTab.amenitiesOf', { name: room.title })}>
              {room.amenities.slice(0, ROOM_CARD_AMENITIES).map((a) => (
                <li key={a.name} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                  {a.name}
                </li>
              ))}
            </ul>
          )}
          {extras.length > 0 && (
            <ul
              className="grid grid-cols-4 gap-2"
              aria-label={t('property.roomsTab.morePhotosOf', { name: room.title })}
            >
              {extras.map((img) => (
                <li key={img.url}>
                  <img
                    src={img.url}
                    srcSet={mediaSrcSet(img.url)}
                    sizes="96px"
                    alt={img.title || ''}
                    width={160}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full rounded-md bg-slate-200 object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
          <Link
            to={links.roomDetails(room.id, stay)}
            className="btn-outline"
            aria-label={t('property.roomsTab.viewDetailsOf', { name: room.title })}
          >
            {t('property.roomsTab.viewDetails')}
          </Link>
        </div>
      </div>
    </li>
  );
}

export function RoomsPanel({ rooms, stay }: RoomsPanelProps) {
  const t = useT('property');
  if (rooms.length === 0) return <EmptyState message={t('property.roomsTab.none')} />;
  return (
    <div>
      <h2 className="mb-3 font-semibold text-slate-900">
        {t('property.roomsTab.available', { count: rooms.filter((r) => r.isAvailable).length })}
      </h2>
      <ul className="space-y-4">
        {rooms.map((room) => (
          <RoomCard key={room.id} room={room} stay={stay} />
        ))}
      </ul>
    </div>
  );
}
