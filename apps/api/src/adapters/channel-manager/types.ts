/**
 * A channel manager's PMS API as this site uses it (issue 44): availability and restrictions pushed in batches, the
 * booking revisions read from its feed and acknowledged one by one. Shapes are Channex's (docs.channex.io, "PMS API":
 * Availability and Rates, Bookings Collection); docs/channels.md lists what could not be confirmed from its pages.
 */

/** One range of a room type's availability: POST /api/v1/availability `values[]`. */
export interface AvailabilityValue {
  property_id: string;
  room_type_id: string;
  date_from: string;
  date_to: string;
  availability: number;
}

/** One range of a rate plan's rate and restrictions: POST /api/v1/restrictions `values[]` (rate as "1234.00"). */
export interface RestrictionValue {
  property_id: string;
  rate_plan_id: string;
  date_from: string;
  date_to: string;
  rate: string;
  min_stay_arrival: number;
  max_stay: number;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  stop_sell: boolean;
}

/** A booking revision's room, as the feed gives it (amounts are decimal strings in the booking's currency). */
export interface RevisionRoom {
  room_type_id: string;
  rate_plan_id?: string | null;
  checkin_date: string;
  checkout_date: string;
  amount?: string | null;
  occupancy?: { adults?: number; children?: number; infants?: number } | null;
}

/** A booking revision's attributes (GET /api/v1/booking_revisions/feed `data[].attributes`). */
export interface BookingRevision {
  id: string;
  booking_id: string;
  property_id: string;
  status: 'new' | 'modified' | 'cancelled';
  ota_name: string;
  ota_reservation_code?: string | null;
  arrival_date: string;
  departure_date: string;
  amount?: string | null;
  currency?: string | null;
  ota_commission?: string | null;
  customer?: { name?: string | null; surname?: string | null; mail?: string | null; phone?: string | null } | null;
  rooms: RevisionRoom[];
  notes?: string | null;
}

export interface ChannelManagerApi {
  readonly name: string;
  pushAvailability(values: AvailabilityValue[]): Promise<void>;
  pushRestrictions(values: RestrictionValue[]): Promise<void>;
  /** The revisions not yet acknowledged, for one property, oldest first. */
  readFeed(propertyId: string): Promise<BookingRevision[]>;
  acknowledge(revisionId: string): Promise<void>;
}

/**
 * A call the channel manager did not take. `transient`: no answer in time, a 5xx or a 429 — try again later, in order.
 * Otherwise (a 4xx) it never will take it as it is: recorded and shown.
 */
export class ChannelManagerError extends Error {
  readonly transient: boolean;
  readonly status: number | null;

  constructor(message: string, options: { transient: boolean; status?: number | null }) {
    super(message);
    this.name = 'ChannelManagerError';
    this.transient = options.transient;
    this.status = options.status ?? null;
  }
}
