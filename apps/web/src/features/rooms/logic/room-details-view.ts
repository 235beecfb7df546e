import type { RoomDetailsResponse, RoomDetailsSection } from '@staybook/contract/catalogue';
import type { MediaItem } from '../../../components/ui/media-item';

export interface HighlightTile {
  title: string;
  images: MediaItem[];
}

export interface RoomDetailsView {
  title: string;
  description: string;
  images: MediaItem[];
  propertyId: string | null;
  propertyName: string;
  size: number | null;
  maxAdults: number | null;
  maxChildren: number | null;
  highlights: HighlightTile[];
  policies: Array<{ id: string; title: string; description: string }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Room ids are uuids; anything else is the spec's 'Invalid Room ID' without asking the server. */
export function isValidRoomId(id: string | undefined): id is string {
  return Boolean(id && UUID.test(id));
}

type Section<T extends RoomDetailsSection['type']> = Extract<RoomDetailsSection, { type: T }>;

function section<T extends RoomDetailsSection['type']>(list: RoomDetailsSection[], type: T): Section<T> | undefined {
  return list.find((s): s is Section<T> => s.type === type || s.id === type);
}

const toMedia = (images: Array<{ url: string; width?: number | null; height?: number | null }>, title: string) =>
  images.filter((i) => i.url).map((i) => ({ url: i.url, title, width: i.width ?? null, height: i.height ?? null }));

/** The room details sections as the page shows them; null without a roomInfo section. */
export function toRoomDetailsView(body: RoomDetailsResponse | null | undefined): RoomDetailsView | null {
  const list = Array.isArray(body?.data) ? body.data : [];
  const info = section(list, 'roomInfo')?.data;
  if (!info) return null;
  const highlights = (section(list, 'roomHighlights')?.data ?? [])
    .flatMap((h) =>
      h.roomMedia.map((m) => ({ title: m.title || h.title, images: toMedia(m.images, m.title || h.title) })),
    )
    .filter((t) => t.images.length > 0);
  return {
    title: info.title,
    description: info.description,
    images: toMedia(info.images ?? [], info.title),
    propertyId: info.propertyId || null,
    propertyName: info.propertyName ?? '',
    size: info.size ?? null,
    maxAdults: info.maxAdults ?? null,
    maxChildren: info.maxChildren ?? null,
    highlights,
    policies: section(list, 'policy')?.data ?? [],
  };
}
