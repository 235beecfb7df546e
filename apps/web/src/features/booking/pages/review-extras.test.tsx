import type { PricingRequest } from '@staybook/contract/booking';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockApi, ok } from '../../../test/api-mock';
import { buildBookingRequest } from '../logic/booking-request';
import { useBookingStore } from '../store/booking-store';
import { renderAt } from '../test/render';
import { pricing, seedSelection } from '../test/review-fixtures';
import ReviewBookingPage from './review-booking-page';

const TRANSFER = '1f0c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const BREAKFAST = '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const offered = [
  {
    id: TRANSFER,
    name: 'Airport transfer',
    description: 'A car with driver, one way.',
    price: 1800,
    unit: 'per_item',
    gstRate: 5,
    sac: '996601',
  },
  { id: BREAKFAST, name: 'Breakfast', description: '', price: 450, unit: 'per_person', gstRate: 5, sac: '996331' },
];

/** The server's price: the rooms' ₹8,400, and each extra asked for as its own line with 5% GST. */
function priced(request: MockRequest) {
  const body = request.body as PricingRequest;
  const lines = (body.extras ?? []).map((e) => {
    const extra = offered.find((o) => o.id === e.extraId)!;
    // Per person: the guests asked for over the stay's two nights (booking-extras priceExtra).
    const nights = extra.unit === 'per_person' ? 2 : undefined;
    const taxable = extra.price * e.quantity * (nights ?? 1);
    return {
      ...(nights ? { nights } : {}),
      extraId: extra.id,
      name: extra.name,
      sac: extra.sac,
      unit: extra.unit,
      quantity: e.quantity,
      unitPrice: extra.price,
      taxableValue: taxable,
      gstRate: 5,
      tax: taxable * 0.05,
      total: taxable * 1.05,
    };
  });
  if (lines.length === 0) return pricing;
  const extrasTotal = lines.reduce((n, l) => n + l.total, 0);
  return ok({ ...pricing.data, extras: lines, extrasTotal, totalWithExtras: 8400 + extrasTotal });
}

describe('review booking: add to your stay', () => {
  it('offers the property’s online extras; adding a transfer shows its line and the new total, the hold carries it', async () => {
    const api = mockApi({
      'GET /property/v1/app/booking/extras': ok(offered),
      '/property/v1/app/booking/pricing': priced,
    });
    seedSelection();
    renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });
    const offer = await screen.findByRole('region', { name: 'Add to your stay' });
    expect(within(offer).getByText('₹1,800 each')).toBeInTheDocument();
    expect(within(offer).getByText('₹450 per person a night')).toBeInTheDocument();
    expect(within(offer).getByText('Choose how many guests; counted for each night of your stay.')).toBeInTheDocument();
    expect(api.callsTo('GET /property/v1/app/booking/extras')[0]?.url.searchParams.get('propertyId')).toBe('p1');
    const price = screen.getByRole('region', { name: 'Price breakdown' });
    expect(await within(price).findByText('₹8,400')).toBeInTheDocument();

    fireEvent.click(within(offer).getByRole('button', { name: 'Add one Airport transfer' }));
    expect(await within(price).findByText('Airport transfer × 1 (incl. GST)')).toBeInTheDocument();
    expect(within(price).getByText('₹1,890')).toBeInTheDocument();
    expect(within(price).getByText('₹10,290')).toBeInTheDocument();
    const asked = api.callsTo('POST /property/v1/app/booking/pricing').at(-1)?.body as PricingRequest;
    expect(asked.extras).toEqual([{ extraId: TRANSFER, quantity: 1 }]);
    expect(useBookingStore.getState().extras).toEqual({ [TRANSFER]: 1 });

    // The hold asks for the same extras.
    const s = useBookingStore.getState();
    const request = buildBookingRequest(
      {
        propertyId: s.propertyId!,
        checkInDate: s.checkInDate!,
        checkOutDate: s.checkOutDate!,
        selectedRooms: s.selectedRooms,
        guests: s.guests,
        extras: s.extras,
      },
      {
        initiatePayment: false,
        bookingId: null,
        primaryGuest: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
        totalPrice: 8000,
        language: 'en',
      },
    );
    expect(request.extras).toEqual([{ extraId: TRANSFER, quantity: 1 }]);

    // Taken off again: the line goes, the total is the rooms'.
    fireEvent.click(within(offer).getByRole('button', { name: 'Remove one Airport transfer' }));
    expect(await within(price).findByText('₹8,400')).toBeInTheDocument();
    expect(within(price).queryByText(/Airport transfer/)).toBeNull();
    expect(within(offer).getByRole('button', { name: 'Remove one Airport transfer' })).toBeDisabled();
  });

  it('starts breakfast at the party and shows its multiplication over the nights', async () => {
    const api = mockApi({
      'GET /property/v1/app/booking/extras': ok(offered),
      '/property/v1/app/booking/pricing': priced,
    });
    seedSelection();
    renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });
    const offer = await screen.findByRole('region', { name: 'Add to your stay' });
    const party = useBookingStore.getState().guests.adults + useBookingStore.getState().guests.children;
    expect(party).toBeGreaterThan(1);
    fireEvent.click(within(offer).getByRole('button', { name: 'Add one Breakfast' }));
    const price = screen.getByRole('region', { name: 'Price breakdown' });
    expect(await within(price).findByText(`₹450 × ${party} guests × 2 nights`)).toBeInTheDocument();
    const asked = api.callsTo('POST /property/v1/app/booking/pricing').at(-1)?.body as PricingRequest;
    expect(asked.extras).toEqual([{ extraId: BREAKFAST, quantity: party }]);
    // One fewer guest from there is one fewer, not back to nothing.
    fireEvent.click(within(offer).getByRole('button', { name: 'Remove one Breakfast' }));
    expect(useBookingStore.getState().extras).toEqual({ [BREAKFAST]: party - 1 });
  });

  it('draws nothing when the property offers no extras online', async () => {
    const api = mockApi({
      'GET /property/v1/app/booking/extras': ok([]),
      '/property/v1/app/booking/pricing': pricing,
    });
    seedSelection();
    renderAt(<ReviewBookingPage />, { url: '/review-booking', path: '/review-booking' });
    expect(await screen.findByText('Taxes (GST)')).toBeInTheDocument();
    expect(api.callsTo('GET /property/v1/app/booking/extras')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Add to your stay' })).toBeNull();
  });
});
