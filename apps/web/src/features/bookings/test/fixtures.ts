import type { BookingDetailsSection, BookingListItem, BookingSummary } from '@staybook/contract/booking';
import type { TaxDocument } from '@staybook/contract/tax-documents';

export const BOOKING_ID = '7a1c2f5e-4b7d-4a59-9a0e-2b3c4d5e6f70';
const property = { id: 'p1', name: 'Sea Breeze Resort', address: 'Calangute, Goa', featuredImage: { images: [] } };

export function listItem(overrides: Partial<BookingListItem>): BookingListItem {
  return {
    id: BOOKING_ID,
    code: 'SB7K2M9Q',
    status: 'upcoming',
    statusText: 'Confirmed',
    _startDate: 1_773_081_000,
    _endDate: 1_773_081_000 + 2 * 86_400,
    adults: 2,
    children: 1,
    nights: 2,
    amountPaid: 8400,
    totalPrice: 8400,
    property,
    ...overrides,
  };
}

export function summary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    property,
    bookingId: BOOKING_ID,
    code: 'SB7K2M9Q',
    _startDate: 1_773_081_000,
    _endDate: 1_773_081_000 + 2 * 86_400,
    nights: 2,
    adults: 2,
    children: 0,
    hotelContact: { number: '+91 98220 12345' },
    amountPaid: 8400,
    totalPrice: 8400,
    tax: 400,
    status: 'upcoming',
    statusText: 'Confirmed',
    canCancel: true,
    freeCancellationUntil: 1_773_081_000 - 10 * 3600,
    holdExpiresAt: null,
    ...overrides,
  };
}

export function detailSections(s: BookingSummary = summary()): BookingDetailsSection[] {
  return [
    { id: 'bookingDetails', data: s },
    { id: 'roomDetails', data: [{ title: 'Deluxe Room', value: '1 room · 2 Adults' }] },
    { id: 'hotelContact', data: [{ title: 'Phone', value: '+91 98220 12345' }] },
    {
      id: 'hotelPolicies',
      filterKeys: [
        { id: 'houseRules', title: 'House rules' },
        { id: 'guestProfile', title: 'Guest profile' },
      ],
      data: [
        { id: 'houseRules', data: [{ title: 'Quiet hours', description: 'After 10 PM.' }] },
        { id: 'guestProfile', data: [{ title: 'Age', description: 'Guests must be at least 18.' }] },
      ],
    },
    {
      id: 'cancellationPolicy',
      data: [{ title: 'Free cancellation', description: 'Until 24 hours before check-in.' }],
    },
  ];
}

export function taxDocument(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const party = { companyName: null, gstin: null, address: null, state: null, email: null, phone: null };
  return {
    id: '3c9e1d2a-5b6f-4a70-8b91-0c1d2e3f4a5b',
    kind: 'invoice',
    kindLabel: 'Tax invoice',
    number: 'SB/26-27/000012',
    financialYear: '2026-27',
    issuedAt: 1_797_060_600,
    issueDate: '2026-12-12',
    reason: 'stay_paid',
    reasonLabel: 'Accommodation, paid in advance',
    bookingId: BOOKING_ID,
    bookingCode: 'SB7K2M9Q',
    refersTo: null,
    supplier: { ...party, name: 'Staybook', companyName: 'Staybook Hospitality Private Limited' },
    recipient: { ...party, name: 'Asha Menon' },
    placeOfSupply: '30-Goa',
    supplyType: 'intra_state',
    property: { name: 'Sea Breeze Resort', address: 'Calangute, Goa' },
    stay: { checkIn: '2026-12-12', checkOut: '2026-12-14', nights: 2 },
    lines: [],
    taxableValue: 8000,
    cgst: 200,
    sgst: 200,
    igst: 0,
    total: 8400,
    pdfUrl: `/property/v1/app/booking/${BOOKING_ID}/documents/3c9e1d2a-5b6f-4a70-8b91-0c1d2e3f4a5b/pdf`,
    ...overrides,
  };
}
