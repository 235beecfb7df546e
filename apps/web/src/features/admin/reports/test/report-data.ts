import type {
  CancellationRow,
  CancellationsReport,
  DocumentRow,
  GstSummary,
  NightsReport,
  PaymentReportRow,
  PaymentsReport,
  PickupReport,
  StayFigures,
  StayNightsReport,
} from '@staybook/contract/admin-reports';
import type { TaxRegistration } from '@staybook/contract/tax-registrations';

/** Report answers as the API gives them, for web tests: each with the fields a test changes passed in. */

export const BOOKING_ID = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';
export const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';

export const figures = (over: Partial<StayFigures> = {}): StayFigures => ({
  roomNightsAvailable: 300,
  roomNightsSold: 150,
  occupancy: 50,
  adr: 6000,
  revpar: 3000,
  roomRevenue: 900000,
  feesKept: 12000,
  gst: 46200,
  ...over,
});

export const stayNightsReport = (over: Partial<StayNightsReport> = {}): StayNightsReport => ({
  from: '2030-03-01',
  to: '2030-03-31',
  propertyId: null,
  groupBy: 'property',
  rows: [
    { key: 'p1', label: 'Anjuna Villa', ...figures({ roomNightsSold: 100, roomRevenue: 600000 }) },
    { key: 'p2', label: 'Candolim Suites', ...figures({ roomNightsSold: 50, roomRevenue: 300000, adr: null }) },
  ],
  total: figures({ roomNightsAvailable: 600, roomNightsSold: 150, occupancy: 25, roomRevenue: 900000 }),
  ...over,
});

export const nightsReport = (over: Partial<NightsReport> = {}): NightsReport => ({
  from: '2030-03-01',
  to: '2030-03-02',
  propertyId: null,
  nights: [
    {
      date: '2030-03-01',
      ...figures({ roomNightsAvailable: 10, roomNightsSold: 7, occupancy: 70, roomRevenue: 42000 }),
    },
    {
      date: '2030-03-02',
      ...figures({ roomNightsAvailable: 10, roomNightsSold: 0, occupancy: 0, adr: null, roomRevenue: 0 }),
    },
  ],
  total: figures({
    roomNightsAvailable: 20,
    roomNightsSold: 7,
    occupancy: 35,
    adr: 6000,
    revpar: 2100,
    roomRevenue: 42000,
  }),
  revenueByChannel: [
    { channel: 'website', label: 'Website', roomRevenue: 30000 },
    { channel: 'phone', label: 'Phone', roomRevenue: 12000 },
  ],
  ...over,
});

export const cancellationRow = (over: Partial<CancellationRow> = {}): CancellationRow => ({
  bookingId: BOOKING_ID,
  bookingCode: 'SB7K2M9Q',
  property: 'Anjuna Villa',
  kind: 'no_show',
  kindLabel: 'No-show',
  date: '2030-03-05',
  checkIn: '2030-03-05',
  checkOut: '2030-03-08',
  roomNightsLost: 3,
  revenueLost: 18000,
  feeKept: 6000,
  feeGst: 720,
  ...over,
});

export const cancellationsReport = (over: Partial<CancellationsReport> = {}): CancellationsReport => ({
  from: '2030-03-01',
  to: '2030-03-31',
  rows: [cancellationRow()],
  totals: { cancellations: 0, noShows: 1, earlyDepartures: 0, roomNightsLost: 3, feesKept: 6000, feeGst: 720 },
  ...over,
});

export const pickupReport = (over: Partial<PickupReport> = {}): PickupReport => ({
  from: '2030-03-01',
  to: '2030-03-31',
  lastYearFrom: '2029-03-02',
  lastYearTo: '2029-04-01',
  pickup: [
    { date: '2030-02-10', roomNights: 4, roomRevenue: 24000 },
    { date: '2030-02-11', roomNights: -1, roomRevenue: -6000 },
  ],
  pace: [
    { daysBefore: 30, roomNights: 20, roomRevenue: 120000, lastYearRoomNights: 15, lastYearRoomRevenue: 80000 },
    { daysBefore: 0, roomNights: 40, roomRevenue: 240000, lastYearRoomNights: 35, lastYearRoomRevenue: 190000 },
  ],
  onTheBooks: { roomNights: 40, roomRevenue: 240000 },
  lastYearFinal: { roomNights: 52, roomRevenue: 301000 },
  ...over,
});

export const paymentRow = (over: Partial<PaymentReportRow> = {}): PaymentReportRow => ({
  date: '2030-03-02',
  method: 'card',
  status: 'captured',
  statusLabel: 'Captured',
  amount: 12450,
  bookingId: BOOKING_ID,
  bookingCode: 'SB7K2M9Q',
  providerReference: 'pay_Q7',
  // 2 Mar 2030, 2:05 PM IST.
  at: Date.UTC(2030, 2, 2, 8, 35) / 1000,
  ...over,
});

export const paymentsReport = (over: Partial<PaymentsReport> = {}): PaymentsReport => ({
  from: '2030-03-01',
  to: '2030-03-31',
  days: [
    {
      date: '2030-03-02',
      method: 'card',
      captured: 12450,
      refunded: 0,
      pending: 0,
      failed: 3000,
      mismatched: 0,
      count: 2,
    },
  ],
  rows: [
    paymentRow(),
    paymentRow({ status: 'failed', statusLabel: 'Failed', amount: 3000, providerReference: 'pay_F1' }),
  ],
  totals: { captured: 12450, refunded: 0, net: 12450, pending: 0, failed: 3000, mismatched: 0 },
  unsettled: 0,
  ...over,
});

export const gstSummary = (over: Partial<GstSummary> = {}): GstSummary => ({
  month: '2030-03',
  supplierGstin: '30AAACS1234A1Z5',
  sections: [
    { section: 'b2b', label: 'B2B invoices (4A)', rows: 1, taxableValue: 10000, tax: 1200 },
    { section: 'b2cs', label: 'B2C small (7)', rows: 3, taxableValue: 25000.5, tax: 1250.03 },
  ],
  byRate: [
    { ratePercent: 5, taxableValue: 25000.5, cgst: 625.01, sgst: 625.02, igst: 0 },
    { ratePercent: 12, taxableValue: 10000, cgst: 600, sgst: 600, igst: 0 },
  ],
  invoices: { count: 4, taxableValue: 35000.5, tax: 2450.03, total: 37450.53 },
  creditNotes: { count: 1, taxableValue: 1000, tax: 50, total: 1050 },
  debitNotes: { count: 0, taxableValue: 0, tax: 0, total: 0 },
  ...over,
});

export const documentRow = (over: Partial<DocumentRow> = {}): DocumentRow => ({
  id: '0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d',
  kind: 'invoice',
  kindLabel: 'Tax invoice',
  number: 'SB/29-30/000123',
  issueDate: '2030-03-02',
  bookingId: BOOKING_ID,
  bookingCode: 'SB7K2M9Q',
  recipient: 'Meera Kamat',
  recipientGstin: null,
  placeOfSupply: '30-Goa',
  taxableValue: 11857.14,
  tax: 592.86,
  total: 12450,
  refersTo: null,
  pdfUrl: '/api/admin/documents/0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d/pdf',
  ...over,
});

/** The brand's home registration, as the console lists it. */
export const homeRegistration: TaxRegistration = {
  stateCode: '30',
  state: 'Goa',
  gstin: '30AAACS1234A1Z5',
  legalName: 'Staybook Hospitality Private Limited',
  address: 'Dr. Atmaram Borkar Road, Panaji, Goa 403001',
  source: 'configuration',
  isHome: true,
  series: { invoice: 'SB', creditNote: 'CN', debitNote: 'DN' },
  properties: 12,
};
