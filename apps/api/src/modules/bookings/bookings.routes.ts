import { unixToIstDate } from '@staybook/contract';
import {
  bookingDetailsQuerySchema,
  bookingDetailsResponseSchema,
  bookingListResponseSchema,
  cancelBookingRequestSchema,
  cancelBookingResponseSchema,
  cancellationQuoteParamsSchema,
  cancellationQuoteResponseSchema,
  createBookingHeadersSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  MAX_ROOMS_PER_BOOKING,
  pricingRequestSchema,
  pricingResponseSchema,
  resumePaymentParamsSchema,
} from '@staybook/contract/booking';
import {
  GUEST_EXTRAS_PATH,
  guestExtrasQuerySchema,
  guestExtrasResponseSchema,
} from '@staybook/contract/booking-extras';
import { holdRefusalText } from '@staybook/contract/hold-refusal';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/http-errors.js';
import { signedInUser } from '../../plugins/authenticate.js';
import { assertStayAllowed } from '../inventory/index.js';
import { type AppModule, bookingDepsOf } from '../module-context.js';
import {
  assertRoomsAvailable,
  extrasOfferedOnline,
  extraWords,
  quoteStay,
  toGuestExtra,
  toPricingData,
  withOnlineExtras,
} from '../pricing/index.js';
import { cancelBooking, cancellationQuote } from './booking-cancellation.service.js';
import { resumePayment } from './booking-payment.service.js';
import { MAX_UNPAID_HOLDS_PER_GUEST } from './booking-rules.js';
import { bookingDetails, listBookings } from './booking-views.service.js';
import { createBooking } from './bookings.service.js';

const bearer = [{ bearer: [] }];

/** Pricing, booking, my bookings, details and cancellation (spec section 7); payments live in the payments module. */
export const bookingsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A guest books a handful of times; a loop hammering holds is not a guest. Counted per guest, not per address
  // (many guests share a mobile carrier's address). Off when the general limit is off (tests, benchmarks).
  const bookingLimit =
    ctx.config.RATE_LIMIT_PER_MINUTE > 0
      ? {
          rateLimit: {
            max: 30,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => request.authUser?.id ?? request.ip,
          },
        }
      : {};
  // And per device: one phone or laptop churning holds through many accounts is not a guest either. Its own
  // counter (keyed apart from every other limit), checked after sign-in so only real hold attempts count.
  const deviceHolds =
    ctx.config.RATE_LIMIT_PER_MINUTE > 0
      ? fastify.createRateLimit({
          max: 20,
          timeWindow: '10 minutes',
          keyGenerator: (request: FastifyRequest) => `booking-holds:${request.ip}`,
        })
      : null;
  const limitDeviceHolds = async (request: FastifyRequest) => {
    const limit = await deviceHolds?.(request);
    if (limit && !limit.isAllowed && limit.isExceeded) {
      const facts = { reason: 'device_attempts', retryAfterSeconds: limit.ttlInSeconds } as const;
      throw tooManyRequests(holdRefusalText(facts), limit.ttlInSeconds, { reason: facts.reason });
    }
  };
  const deps = (log: typeof fastify.log) => bookingDepsOf(ctx, log);

  app.post(
    '/property/v1/app/booking/pricing',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Price a stay on the server (GST per room-night by slab); 409 SOLD_OUT names the room and night, 400 a stay restriction (min stay…)',
        body: pricingRequestSchema,
        response: { 200: pricingResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const quote = await quoteStay(
        ctx.db,
        {
          propertyId: body.propertyId,
          // The guests of each line price its extra-guest charges (none when the client does not say them).
          rooms: body.roomIds.map((r) => ({
            roomTypeId: r.id,
            roomCount: r.roomCount,
            ratePlanId: r.ratePlanId,
            adults: r.adults,
            children: r.children,
          })),
          checkIn: unixToIstDate(body.checkInDate),
          checkOut: unixToIstDate(body.checkOutDate),
          // A signed-in guest sees member rates (the route stays public; a token only adds to the price).
          guestId: request.authUser?.id ?? null,
          couponCode: body.couponCode,
        },
        ctx.config.gstSlabs,
      );
      assertRoomsAvailable(quote);
      assertStayAllowed(quote.refusals, quote.rooms);
      const data = await withOnlineExtras(
        ctx.db,
        toPricingData(quote, new Date()),
        quote,
        body.extras,
        ctx.config.gstSlabs,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    GUEST_EXTRAS_PATH,
    {
      schema: {
        tags: ['booking'],
        summary:
          'The extras a property offers guests online (airport transfer, breakfast…), with price, unit and GST rate',
        querystring: guestExtrasQuerySchema,
        response: { 200: guestExtrasResponseSchema },
      },
    },
    async (request) => {
      const [rows, words] = await Promise.all([
        extrasOfferedOnline(ctx.db, request.query.propertyId),
        extraWords(ctx.db, request.query.lang),
      ]);
      return { success: true as const, data: rows.map((row) => toGuestExtra(row, words)) };
    },
  );

  app.post(
    '/property/v1/app/booking',
    {
      preHandler: [app.requireUser, limitDeviceHolds],
      schema: {
        tags: ['booking'],
        summary: 'Book: validate, price, hold the rooms for every night, and open a payment order',
        description:
          `At most ${MAX_ROOMS_PER_BOOKING} rooms per booking (400) and ${MAX_UNPAID_HOLDS_PER_GUEST} unpaid holds ` +
          'per guest at once (409). Send an Idempotency-Key per attempt and repeat it on a retry: the same key ' +
          'answers with the same booking and payment order.',
        security: bearer,
        headers: createBookingHeadersSchema,
        body: createBookingRequestSchema,
        response: { 200: createBookingResponseSchema },
      },
      config: bookingLimit,
    },
    async (request) => {
      const user = signedInUser(request);
      const data = await createBooking(deps(request.log), user.id, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/property/v1/app/booking/:bookingId/payment',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'Complete payment: open checkout again for an unpaid booking while its hold lasts (no new hold)',
        description:
          "Owner only (anyone else gets 404). Re-uses the booking's open payment order, else opens a new one for the " +
          'same booking. 409 HOLD_EXPIRED once the hold has lapsed; 409 CONFLICT when the booking is already paid. A ' +
          'pay-at-property booking is confirmed (payment null).',
        security: bearer,
        params: resumePaymentParamsSchema,
        response: { 200: createBookingResponseSchema },
      },
      config: bookingLimit,
    },
    async (request) => {
      const data = await resumePayment(deps(request.log), signedInUser(request).id, request.params.bookingId);
      return { success: true as const, data };
    },
  );

  app.get(
    '/property/v1/app/booking',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: "The signed-in guest's bookings, newest first",
        security: bearer,
        response: { 200: bookingListResponseSchema },
      },
    },
    async (request) => {
      const data = await listBookings(ctx.db, signedInUser(request).id);
      return { success: true as const, data };
    },
  );

  app.get(
    '/property/v1/app/booking-details',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'Sections of one booking (owner only; anyone else gets 404)',
        security: bearer,
        querystring: bookingDetailsQuerySchema,
        response: { 200: bookingDetailsResponseSchema },
      },
    },
    async (request) => {
      const { bookingId, lang } = request.query;
      const data = await bookingDetails(ctx.db, signedInUser(request).id, bookingId, new Date(), lang);
      return { success: true as const, data };
    },
  );

  app.post(
    '/property/v1/app/booking/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'Cancel until check-in; refunds what the booked policy allows and releases the rooms',
        description:
          'Bookings made before rate plans may be cancelled only while free cancellation is open (24 h before ' +
          'check-in), for a full refund. See the cancellation quote for the amount before cancelling.',
        security: bearer,
        body: cancelBookingRequestSchema,
        response: { 200: cancelBookingResponseSchema },
      },
    },
    async (request) => {
      const data = await cancelBooking(deps(request.log), signedInUser(request).id, request.body.bookingId);
      return { success: true as const, data };
    },
  );

  app.get(
    '/property/v1/app/booking/:bookingId/cancellation-quote',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        summary: 'What cancelling now would refund, by the policy booked (owner only; anyone else gets 404)',
        security: bearer,
        params: cancellationQuoteParamsSchema,
        response: { 200: cancellationQuoteResponseSchema },
      },
    },
    async (request) => {
      const data = await cancellationQuote(ctx.db, signedInUser(request).id, request.params.bookingId);
      return { success: true as const, data };
    },
  );
};
