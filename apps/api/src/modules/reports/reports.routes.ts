import {
  adminReportPaths,
  cancellationsResponseSchema,
  documentsQuerySchema,
  documentsResponseSchema,
  gstCsvParamsSchema,
  gstMonthQuerySchema,
  gstr3bResponseSchema,
  gstSummaryResponseSchema,
  nightsResponseSchema,
  paymentsReportResponseSchema,
  pickupQuerySchema,
  pickupResponseSchema,
  reportGroupingLabels,
  reportRangeQuerySchema,
  type StayFigures,
  stayNightsQuerySchema,
  stayNightsResponseSchema,
} from '@staybook/contract/admin-reports';
import { missingOperatorGstin } from '@staybook/contract/ecommerce-operators';
import { formatDay } from '@staybook/contract/format';
import { type GstStateCode, placeOfSupplyLabel } from '@staybook/contract/gst';
import { missingRecipientAddress } from '@staybook/contract/recipient-address';
import { taxDocumentKindLabels } from '@staybook/contract/tax-documents';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CsvValue, csvAmount, istInstant, rowsToCsv } from '../../lib/csv.js';
import { byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import { homeGstinOf } from '../ledger/index.js';
import type { AppModule } from '../module-context.js';
import { gstr1, monthRange } from './gstr1.js';
import { gstr3b } from './gstr3b.js';
import {
  amendmentBasisOf,
  bookingsMade,
  cancellationsReport,
  documentsIssued,
  nightsReport,
  paymentsReport,
  pickupReport,
  stayNightsReport,
} from './reports.service.js';

const rupeesExact = (paise: number) => paise / 100;

/** The figures' columns, in every table that shows them. */
const FIGURE_HEADERS = [
  'Room-nights available',
  'Room-nights sold',
  'Occupancy %',
  'ADR (INR)',
  'RevPAR (INR)',
  'Room revenue (INR)',
  'Fees kept (INR)',
  'GST (INR)',
];
const figureCells = (f: StayFigures) => [
  f.roomNightsAvailable,
  f.roomNightsSold,
  f.occupancy,
  f.adr,
  f.revpar,
  f.roomRevenue,
  f.feesKept,
  f.gst,
];
const csvText = z.string();

/**
 * The console's reports (decision 011). Stay-night reports need dashboard.view for the properties asked; the payments
 * report, GST and documents are brand-wide money (money.view). Every table has a `.csv` twin with the same query.
 */
export const reportsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stayGuard = app.consoleAccess('dashboard.view', byQuery('property', 'propertyId'));
  const moneyGuard = app.consoleAccess('money.view');
  const tags = ['reports (console)'];
  const security = consoleSecurity;
  // Text cells are neutralised against formulas, amounts are numbers (lib/csv.ts): never an amount as a string.
  const sendCsv = (reply: FastifyReply, name: string, rows: CsvValue[][]) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(rowsToCsv(rows));
  const csvResponse = { 200: csvText };

  app.get(
    adminReportPaths.stayNights,
    {
      ...stayGuard,
      schema: {
        tags,
        security,
        summary: 'Rooms available and sold, occupancy, ADR, RevPAR, room revenue, fees kept and GST, by group',
        querystring: stayNightsQuerySchema,
        response: { 200: stayNightsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stayNightsReport(ctx.db, request.query, consoleScope(request)),
    }),
  );
  app.get(
    adminReportPaths.stayNightsCsv,
    { ...stayGuard, schema: { tags, security, querystring: stayNightsQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const r = await stayNightsReport(ctx.db, request.query, consoleScope(request));
      return sendCsv(reply, `performance-${r.from}-${r.to}-by-${r.groupBy}`, [
        [reportGroupingLabels[r.groupBy], ...FIGURE_HEADERS],
        ...r.rows.map((row) => [row.label, ...figureCells(row)]),
        ['Total', ...figureCells(r.total)],
      ]);
    },
  );

  app.get(
    adminReportPaths.nights,
    {
      ...stayGuard,
      schema: {
        tags,
        security,
        summary: 'The same figures per night, and room revenue by channel',
        querystring: reportRangeQuerySchema,
        response: { 200: nightsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await nightsReport(ctx.db, request.query, consoleScope(request)),
    }),
  );
  app.get(
    adminReportPaths.nightsCsv,
    { ...stayGuard, schema: { tags, security, querystring: reportRangeQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const r = await nightsReport(ctx.db, request.query, consoleScope(request));
      return sendCsv(reply, `nights-${r.from}-${r.to}`, [
        ['Night', ...FIGURE_HEADERS],
        ...r.nights.map((n) => [n.date, ...figureCells(n)]),
        ['Total', ...figureCells(r.total)],
      ]);
    },
  );

  app.get(
    adminReportPaths.cancellations,
    {
      ...stayGuard,
      schema: {
        tags,
        security,
        summary: 'Cancellations, no-shows and early departures of the nights in the range, with the fees kept',
        querystring: reportRangeQuerySchema,
        response: { 200: cancellationsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancellationsReport(ctx.db, request.query, consoleScope(request)),
    }),
  );
  app.get(
    adminReportPaths.cancellationsCsv,
    { ...stayGuard, schema: { tags, security, querystring: reportRangeQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const r = await cancellationsReport(ctx.db, request.query, consoleScope(request));
      return sendCsv(reply, `cancellations-${r.from}-${r.to}`, [
        [
          'Booking',
          'Property',
          'What happened',
          'Day',
          'Check-in',
          'Check-out',
          'Room-nights given back',
          'Revenue given back (INR)',
          'Fee kept (INR)',
          'GST on fee (INR)',
        ],
        ...r.rows.map((x) => [
          x.bookingCode,
          x.property,
          x.kindLabel,
          x.date,
          x.checkIn,
          x.checkOut,
          x.roomNightsLost,
          x.revenueLost,
          csvAmount(x.exact?.feeKept ?? x.feeKept),
          csvAmount(x.exact?.feeGst ?? x.feeGst),
        ]),
      ]);
    },
  );

  app.get(
    adminReportPaths.pickup,
    {
      ...stayGuard,
      schema: {
        tags,
        security,
        summary: 'Pickup (booked per day) and pace against the same window a year earlier',
        querystring: pickupQuerySchema,
        response: { 200: pickupResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pickupReport(ctx.db, request.query, consoleScope(request)),
    }),
  );
  app.get(
    adminReportPaths.pickupCsv,
    { ...stayGuard, schema: { tags, security, querystring: pickupQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const r = await pickupReport(ctx.db, request.query, consoleScope(request));
      return sendCsv(reply, `pickup-${r.from}-${r.to}`, [
        ['Booking day', 'Room-nights booked', 'Room revenue booked (INR)'],
        ...r.pickup.map((p) => [p.date, p.roomNights, p.roomRevenue]),
        [],
        [
          'Days before arrival',
          'Room-nights on the books',
          'Room revenue on the books (INR)',
          'Last year room-nights',
          'Last year room revenue (INR)',
        ],
        ...r.pace.map((p) => [p.daysBefore, p.roomNights, p.roomRevenue, p.lastYearRoomNights, p.lastYearRoomRevenue]),
      ]);
    },
  );

  const paymentsDeps = () => ({ db: ctx.db, adapters: ctx.adapters, effects: ctx.effects });
  app.get(
    adminReportPaths.payments,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        summary: 'Captured, refunded, pending, failed and mismatched payments by day and method, each with its booking',
        querystring: reportRangeQuerySchema,
        response: { 200: paymentsReportResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await paymentsReport(paymentsDeps(), request.query) }),
  );
  app.get(
    adminReportPaths.paymentsCsv,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        querystring: reportRangeQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const r = await paymentsReport(paymentsDeps(), request.query);
      return sendCsv(reply, `payments-${r.from}-${r.to}`, [
        ['Day', 'Method', 'Status', 'Amount (INR)', 'Booking', 'Reference'],
        // To the paisa, two decimals: a refund of ₹10,708.50 is matched to the bank's line as it is.
        ...r.rows.map((x) => [
          x.date,
          x.method,
          x.statusLabel,
          csvAmount(x.exactAmount ?? x.amount),
          x.bookingCode,
          x.providerReference,
        ]),
      ]);
    },
  );

  app.get(
    adminReportPaths.bookingsCsv,
    { ...stayGuard, schema: { tags, security, querystring: reportRangeQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const rows = await bookingsMade(ctx.db, request.query, consoleScope(request));
      const rupees = (v: unknown) => csvAmount(Number(v ?? 0) / 100);
      return sendCsv(reply, `bookings-${request.query.from}-${request.query.to}`, [
        [
          'Booking',
          'Booked at (IST)',
          'Status',
          'Channel',
          'Property',
          'City',
          'Check-in',
          'Check-out',
          'Nights',
          'Rooms',
          'Adults',
          'Children',
          'Infants',
          'Guest',
          'Mobile',
          'E-mail',
          'Room rent (INR)',
          'GST (INR)',
          'Total (INR)',
          'Paid, net of refunds (INR)',
          'Company',
          'GSTIN',
        ],
        ...rows.map((b) => [
          String(b.code),
          istInstant(new Date(String(b.created_at))),
          String(b.status),
          String(b.channel),
          String(b.property),
          String(b.city),
          String(b.check_in),
          String(b.check_out),
          Number(b.nights),
          Number(b.rooms),
          Number(b.adults),
          Number(b.children),
          Number(b.infants),
          String(b.guest_name),
          String(b.guest_phone),
          String(b.guest_email),
          rupees(b.total_room_rent_paise),
          rupees(b.tax_paise),
          rupees(b.total_post_tax_paise),
          rupees(b.paid),
          b.business_name ? String(b.business_name) : null,
          b.business_gstin ? String(b.business_gstin) : null,
        ]),
      ]);
    },
  );

  // Each registration files its own return: the one asked for, or the home state's.
  const issuedIn = async (query: z.output<typeof gstMonthQuerySchema>) => {
    const gstin = query.gstin ?? (await homeGstinOf(ctx.db, ctx.config));
    return { gstin, docs: await documentsIssued(ctx.db, monthRange(query.month), undefined, gstin) };
  };
  const monthDocuments = async (query: z.output<typeof gstMonthQuerySchema>) => {
    const { gstin, docs } = await issuedIn(query);
    return gstr1(query.month, gstin, docs, await amendmentBasisOf(ctx.db, query.month, gstin, docs));
  };
  const month3b = async (query: z.output<typeof gstMonthQuerySchema>) => {
    const { gstin, docs } = await issuedIn(query);
    return gstr3b(query.month, gstin, docs);
  };
  app.get(
    adminReportPaths.gstr3b,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        summary:
          'GSTR-3B of a month: 3.1(a) outward taxable supplies and 3.2 inter-state supplies to unregistered persons',
        querystring: gstMonthQuerySchema,
        response: { 200: gstr3bResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: (await month3b(request.query)).summary }),
  );
  app.get(
    adminReportPaths.gstr3bCsv,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        summary: 'GSTR-3B of a month as CSV',
        querystring: gstMonthQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => sendCsv(reply, `gstr3b-${request.query.month}`, (await month3b(request.query)).csv),
  );
  app.get(
    adminReportPaths.gst,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        summary: 'GSTR-1 summary of a month: B2B, B2C, credit and debit notes, by rate',
        querystring: gstMonthQuerySchema,
        response: { 200: gstSummaryResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: (await monthDocuments(request.query)).summary }),
  );
  app.get(
    adminReportPaths.gstCsv,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        summary: 'One GSTR-1 section of a month in the GST offline tool’s CSV layout',
        params: gstCsvParamsSchema,
        querystring: gstMonthQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const r = await monthDocuments(request.query);
      return sendCsv(reply, `${request.params.section}-${request.query.month}`, r.csv[request.params.section]);
    },
  );

  const documentRows = async (query: z.output<typeof documentsQuerySchema>) =>
    (await documentsIssued(ctx.db, query, query.kind, query.gstin)).map((d) => ({
      id: d.id,
      kind: d.kind,
      kindLabel: taxDocumentKindLabels[d.kind],
      number: d.number,
      issueDate: d.issueDate,
      supplierGstin: d.supplierGstin,
      bookingId: d.bookingId,
      bookingCode: d.bookingCode,
      recipient: d.recipient.companyName ?? d.recipient.name,
      recipientGstin: d.recipient.gstin,
      placeOfSupply: placeOfSupplyLabel(d.placeOfSupply as GstStateCode),
      taxableValue: rupeesExact(d.taxablePaise),
      tax: rupeesExact(d.totalPaise - d.taxablePaise),
      total: rupeesExact(d.totalPaise),
      refersTo: d.invoiceNumber,
      pdfUrl: `/api/admin/documents/${d.id}/pdf`,
      // What the document lacks for the return: the B2C address (rule 46(p)), or the OTA's GSTIN (Table 14).
      incomplete: missingRecipientAddress(d) ?? missingOperatorGstin(d),
    }));
  app.get(
    adminReportPaths.documents,
    {
      ...moneyGuard,
      schema: {
        tags,
        security,
        summary: 'Tax invoices, credit notes and debit notes issued in the range',
        querystring: documentsQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await documentRows(request.query) }),
  );
  app.get(
    adminReportPaths.documentsCsv,
    { ...moneyGuard, schema: { tags, security, querystring: documentsQuerySchema, response: csvResponse } },
    async (request, reply) => {
      const rows = await documentRows(request.query);
      return sendCsv(reply, `documents-${request.query.from}-${request.query.to}`, [
        [
          'Document',
          'Number',
          'Date',
          'Booking',
          'Recipient',
          'GSTIN',
          'Place of supply',
          'Taxable value (INR)',
          'GST (INR)',
          'Total (INR)',
          'Against invoice',
          'Incomplete',
        ],
        ...rows.map((d) => [
          d.kindLabel,
          d.number,
          formatDay(d.issueDate),
          d.bookingCode,
          d.recipient,
          d.recipientGstin,
          d.placeOfSupply,
          csvAmount(d.taxableValue),
          csvAmount(d.tax),
          csvAmount(d.total),
          d.refersTo,
          d.incomplete ?? null,
        ]),
      ]);
    },
  );
};
