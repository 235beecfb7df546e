import type { MediaItem } from '../../../components/ui/media-item';
import { readImages } from './property-view';
import { arr, isObj, num, obj, optStr, readRating, str } from './read-json';

export interface RoomAmenity {
  name: string;
  description: string;
  image: string | null;
  isFeatured: boolean;
}

export interface RoomCardView {
  id: string;
  title: string;
  description: string;
  roomType: string;
  rating: number;
  adults: { base: number; max: number };
  children: { base: number; max: number };
  images: MediaItem[];
  amenities: RoomAmenity[];
  /** False when the server says no room of this type is free for the stay. */
  isAvailable: boolean;
  /** Booked on a partner's site (the server sent an external `url`), not on this one. */
  isExternal: boolean;
  /** The nearest stay of the same length this room can be booked for, when it cannot for this one. */
  alternativeStay: { checkInDate: number; checkOutDate: number } | null;
}

/** Featured amenities shown on a room card, and extra images after the first (spec section 9). */
export const ROOM_CARD_AMENITIES = 6;
export const ROOM_CARD_EXTRA_IMAGES = 4;

/** A room's availability from `available`, `status`, or the lowest inventory of its nightly price list. */
function readAvailable(room: Record<string, unknown>): boolean {
  if (typeof room.available === 'boolean') return room.available;
  if (typeof room.available === 'number') return room.available > 0;
  const price = room.price;
  if (Array.isArray(price) && price.length)
    return price.every((p) => (num(obj(p).available_inventory ?? obj(p).available) ?? 0) > 0);
  if (isObj(price) && price.available_inventory !== undefined) return (num(price.available_inventory) ?? 0) > 0;
  return room.status !== 'sold_out' && room.status !== 'inactive';
}

/** A stay the server offered instead, when both dates are there and in order. */
function readStay(v: unknown): RoomCardView['alternativeStay'] {
  const o = obj(v);
  const checkInDate = num(o.checkInDate);
  const checkOutDate = num(o.checkOutDate);
  return checkInDate !== null && checkOutDate !== null && checkOutDate > checkInDate
    ? { checkInDate, checkOutDate }
    : null;
}

function readRoom(v: unknown): RoomCardView | null {
  const r = obj(v);
  const id = optStr(r.id ?? r._id);
  if (!id) return null;
  const maxAdults = num(r.max_adult_occupancy ?? r.maxAdults) ?? 2;
  const maxChildren = num(r.max_child_occupancy ?? r.maxChildren) ?? 0;
  const amenities = arr(r.featuredAmenities ?? r.amenities).map((a) => {
    const o = typeof a === 'string' ? { name: a } : obj(a);
    return {
      name: str(o.name ?? o.title),
      description: str(o.description),
      image: optStr(o.image),
      isFeatured: arr(o.tags).includes('Featured'),
    };
  });
  return {
    id,
    title: str(r.title ?? r.name, 'Room'),
    description: str(r.description),
    roomType: str(r.roomType),
    rating: readRating(r.rating).average,
    adults: { base: num(r.base_adult_occupancy) ?? maxAdults, max: maxAdults },
    children: { base: num(r.base_child_occupancy) ?? 0, max: maxChildren },
    images: readImages(r.featuredImage ?? r.images),
    // Featured first, keeping the server's order otherwise.
    amenities: [...amenities.filter((a) => a.isFeatured), ...amenities.filter((a) => !a.isFeatured)].filter(
      (a) => a.name,
    ),
    isAvailable: readAvailable(r),
    isExternal: typeof r.url === 'string' && /^https?:\/\//i.test(r.url),
    alternativeStay: readStay(r.alternativeStay),
  };
}

/** The rooms response in any of the spec's forms: a bare list, `{ data: [...] }`, `{ data: room }` or `data.rooms`. */
export function toRoomCards(body: unknown): RoomCardView[] {
  const data = isObj(body) ? body.data : body;
  const list = Array.isArray(data)
    ? data
    : isObj(data) && Array.isArray(data.rooms)
      ? data.rooms
      : isObj(data)
        ? [data]
        : [];
  return list.map(readRoom).filter((r): r is RoomCardView => r !== null);
}
