import type { AgePolicy } from '@staybook/contract/occupancy-pricing';
import { alignChildAges, type BedRequest } from '@staybook/contract/party-rules';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type BusinessDraft, emptyBusinessDraft } from '../logic/business-draft';
import { type GuestAllocation, type GuestCounts, normaliseGuests, partyOf, placeRoomGuests } from '../logic/guests';
import { emptyRecipientAddressDraft, type RecipientAddressDraft } from '../logic/recipient-address-draft';
import type { RoomOption } from '../logic/room-option';
import {
  addRoom,
  type PlacementLine,
  reconcileSelection,
  type Selection,
  selectionOfPlacement,
  selectionTotal,
  setQuantity as setRoomQuantity,
} from '../logic/selection';
import { stayNightCount } from '../logic/stay-params';
import type { HeldBooking } from './held-booking';

export interface PropertySummary {
  title: string;
  address: string;
  image: string | null;
  /** The property's own check-in and check-out times, 'HH:MM' IST (absent in summaries stored before them). */
  checkInTime?: string;
  checkOutTime?: string;
  /** The property's age bands (absent in summaries stored before them: the default bands apply). */
  agePolicy?: AgePolicy;
}

export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
}

export interface StayChoice {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  children: number;
  /** Infants and a pet the guest said come along (absent: none). */
  infants?: number;
  pets?: boolean;
  /** Each child's age, when the search gave them. */
  childAges?: number[];
}

interface BookingData {
  propertyId: string | null;
  propertyInfo: PropertySummary | null;
  checkInDate: number | null;
  checkOutDate: number | null;
  guests: GuestCounts;
  /** Infants (free, not counted towards any room) and whether a pet comes: sent with the booking. */
  infants: number;
  pets: boolean;
  /** One entry per child: its age, or null until given (issue 24: sent when every child has one). */
  childAges: Array<number | null>;
  /** A cot or an extra bed asked of the hotel; null for none. */
  bedRequest: BedRequest | null;
  /** Who sleeps in which chosen room type; null until the guest places anyone by hand (then spread evenly). */
  allocation: GuestAllocation | null;
  selectedRooms: Selection;
  addons: string[];
  /** Σ rate × quantity × nights in rupees: the running total before tax. */
  totalPrice: number;
  guestDetails: GuestDetails;
  /** True once the guest pressed 'Update Guest Details' (or the details came complete from the account). */
  guestDetailsLocked: boolean;
  /** The booking call's answer: the hold, the server's price and the payment order. */
  bookingResponse: HeldBooking | null;
  bookingId: string | null;
  step: 0 | 1;
  /** The coupon the server accepted for this stay (sent with pricing and booking); null when none. */
  couponCode: string | null;
  /** The extras added on the review page ("Add to your stay"): quantity by extra id, paid online with the rooms. */
  extras: Record<string, number>;
  /** "GST details for a business": the company the tax invoice is made out to, when ticked. */
  business: BusinessDraft;
  /** The guest's address and state, asked for a stay above ₹50,000 (CGST rule 46(p)). */
  recipientAddress: RecipientAddressDraft;
}

interface BookingActions {
  /** Open the selection for a property and stay; a different property clears the stored booking. */
  startSelection: (stay: StayChoice) => void;
  setPropertyInfo: (info: PropertySummary) => void;
  /** Adds the room under a plan (the default when none), or switches the plan of a room already selected. */
  addRoom: (room: RoomOption, planId?: string | null) => void;
  /** Quantity 0 removes the room; `min` lets the review page keep at least one of each. */
  setQuantity: (roomId: string, qnt: number, min?: number) => void;
  /** The list's placement of the party (issue 24): its rooms and plans chosen, its guests placed room by room. */
  choosePlacement: (rooms: RoomOption[], placement: readonly PlacementLine[]) => void;
  /** Refresh rates and availability of the selection from freshly loaded rooms. */
  reconcileRooms: (rooms: readonly RoomOption[]) => void;
  setGuests: (guests: GuestCounts) => void;
  /** Places guests in one chosen room type; the party becomes the sum over the rooms. */
  setRoomGuests: (roomId: string, guests: GuestCounts) => void;
  setCompanions: (companions: { infants: number; pets: boolean }) => void;
  /** The children's ages (one entry per child) and a cot or extra-bed request: a new hold carries them. */
  setRequests: (requests: { childAges: Array<number | null>; bedRequest: BedRequest | null }) => void;
  setGuestDetails: (details: GuestDetails, locked: boolean) => void;
  unlockGuestDetails: () => void;
  setBookingResponse: (response: HeldBooking) => void;
  /** Drop the hold (expired or abandoned) and go back to step 0 with the selection kept. */
  releaseHold: () => void;
  /** Back to step 0 keeping the hold: proceeding again with the same choice re-uses it. */
  backToDetails: () => void;
  clearBooking: () => void;
  /** A hold priced without this coupon (or with another) is dropped: the next booking call replaces it. */
  setCouponCode: (code: string | null) => void;
  /** Quantity 0 takes the extra off; a hold priced with other extras is dropped (the next booking call replaces it). */
  setExtraQuantity: (extraId: string, quantity: number) => void;
  /** Kept as typed (the hold stays: the business is sent with the booking call that pays). */
  setBusiness: (business: BusinessDraft) => void;
  setRecipientAddress: (recipientAddress: RecipientAddressDraft) => void;
}

export type BookingState = BookingData & BookingActions;

const emptyGuestDetails: GuestDetails = { name: '', email: '', phone: '' };

export const initialBookingData: BookingData = {
  propertyId: null,
  propertyInfo: null,
  checkInDate: null,
  checkOutDate: null,
  guests: { adults: 2, children: 0 },
  infants: 0,
  pets: false,
  childAges: [],
  bedRequest: null,
  allocation: null,
  selectedRooms: {},
  addons: [],
  totalPrice: 0,
  guestDetails: emptyGuestDetails,
  guestDetailsLocked: false,
  bookingResponse: null,
  bookingId: null,
  step: 0,
  couponCode: null,
  extras: {},
  business: emptyBusinessDraft,
  recipientAddress: emptyRecipientAddressDraft,
};

export function stayNights(state: Pick<BookingData, 'checkInDate' | 'checkOutDate'>): number {
  if (state.checkInDate === null || state.checkOutDate === null) return 0;
  return Math.max(0, stayNightCount(state.checkInDate, state.checkOutDate));
}

/**
 * Any change to rooms or dates recomputes the total and invalidates a hold made for the old choice. The
 * booking id is kept: sent with the next booking call, it lets the server release the old hold at once.
 */
function withSelection(state: BookingData, selectedRooms: Selection): Partial<BookingData> {
  if (selectedRooms === state.selectedRooms) return {};
  return {
    selectedRooms,
    totalPrice: selectionTotal(selectedRooms, stayNights(state)),
    guests: normaliseGuests(state.guests, selectedRooms),
    // Other rooms: the guests are spread over them again until the guest places them.
    allocation: null,
    bookingResponse: null,
    step: 0,
  };
}

export const BOOKING_STORAGE_KEY = 'staybook_booking';

export const useBookingStore = create<BookingState>()(
  persist(
    (set) => ({
      ...initialBookingData,
      startSelection: (stay) =>
        set((state) => {
          const base: BookingData = stay.propertyId === state.propertyId ? state : { ...initialBookingData };
          const sameStay = base.checkInDate === stay.checkInDate && base.checkOutDate === stay.checkOutDate;
          const next: BookingData = {
            ...base,
            propertyId: stay.propertyId,
            checkInDate: stay.checkInDate,
            checkOutDate: stay.checkOutDate,
            guests: { adults: stay.adults, children: stay.children },
            infants: stay.infants ?? 0,
            pets: stay.pets ?? false,
            childAges: alignChildAges(stay.childAges ?? base.childAges, stay.children),
          };
          if (next.guests.adults !== base.guests.adults || next.guests.children !== base.guests.children)
            next.allocation = null;
          if (!sameStay) Object.assign(next, { bookingResponse: null, step: 0 });
          next.guests = normaliseGuests(next.guests, next.selectedRooms);
          next.totalPrice = selectionTotal(next.selectedRooms, stayNights(next));
          return next;
        }),
      setPropertyInfo: (propertyInfo) => set({ propertyInfo }),
      addRoom: (room, planId) => set((state) => withSelection(state, addRoom(state.selectedRooms, room, planId))),
      setQuantity: (roomId, qnt, min = 0) =>
        set((state) => withSelection(state, setRoomQuantity(state.selectedRooms, roomId, qnt, min))),
      choosePlacement: (rooms, placement) =>
        set((state) => {
          const selection = selectionOfPlacement(rooms, placement);
          if (!selection) return {};
          const allocation = Object.fromEntries(
            placement.map((l) => [l.roomId, { adults: l.adults, children: l.children }]),
          );
          return { ...withSelection(state, selection), allocation };
        }),
      reconcileRooms: (rooms) =>
        set((state) => {
          const next = reconcileSelection(state.selectedRooms, rooms);
          const unchanged = JSON.stringify(next) === JSON.stringify(state.selectedRooms);
          // An unchanged selection must not throw away a hold the guest is paying for.
          return unchanged ? {} : withSelection(state, next);
        }),
      setGuests: (guests) =>
        set((state) => {
          const next = normaliseGuests(guests, state.selectedRooms);
          if (next.adults === state.guests.adults && next.children === state.guests.children) return {};
          const childAges = alignChildAges(state.childAges, next.children);
          return { guests: next, childAges, allocation: null, bookingResponse: null, step: 0 };
        }),
      setRoomGuests: (roomId, guests) =>
        set((state) => {
          const allocation = placeRoomGuests(state.selectedRooms, state.guests, state.allocation, roomId, guests);
          if (!allocation) return {};
          const party = partyOf(allocation);
          const childAges = alignChildAges(state.childAges, party.children);
          return { allocation, guests: party, childAges, bookingResponse: null, step: 0 };
        }),
      setCompanions: ({ infants, pets }) =>
        set((state) =>
          state.infants === infants && state.pets === pets ? {} : { infants, pets, bookingResponse: null, step: 0 },
        ),
      setRequests: ({ childAges, bedRequest }) => set({ childAges, bedRequest, bookingResponse: null, step: 0 }),
      setGuestDetails: (guestDetails, locked) => set({ guestDetails, guestDetailsLocked: locked }),
      unlockGuestDetails: () => set({ guestDetailsLocked: false }),
      setBookingResponse: (response) => set({ bookingResponse: response, bookingId: response.bookingId, step: 1 }),
      releaseHold: () => set({ bookingResponse: null, bookingId: null, step: 0 }),
      backToDetails: () => set({ step: 0 }),
      clearBooking: () => set({ ...initialBookingData }),
      setCouponCode: (couponCode) =>
        set((state) => (state.couponCode === couponCode ? {} : { couponCode, bookingResponse: null, step: 0 })),
      setExtraQuantity: (extraId, quantity) =>
        set((state) => {
          const current = state.extras ?? {};
          if ((current[extraId] ?? 0) === quantity) return {};
          const { [extraId]: _, ...rest } = current;
          return { extras: quantity > 0 ? { ...rest, [extraId]: quantity } : rest, bookingResponse: null, step: 0 };
        }),
      setBusiness: (business) => set({ business }),
      setRecipientAddress: (recipientAddress) => set({ recipientAddress }),
    }),
    {
      name: BOOKING_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only data is stored; actions come from the code on load.
      partialize: (state) =>
        Object.fromEntries(Object.keys(initialBookingData).map((key) => [key, state[key as keyof BookingData]])),
    },
  ),
);
