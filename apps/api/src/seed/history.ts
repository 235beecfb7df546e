import { istDateToUnix } from '@staybook/contract';
import { createBookingRequestSchema } from '@staybook/contract/booking';
import { paiseToRupees } from '@staybook/contract/money';
import { createMailAdapter } from '../adapters/mail/index.js';
import { createSandboxPayments, createSandboxProvider, sandboxSecrets } from '../adapters/payments/sandbox.js';
import { createSmsAdapter } from '../adapters/sms/index.js';
import type { Config } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { cancelBooking } from '../modules/bookings/booking-cancellation.service.js';
import { findBooking } from '../modules/bookings/bookings.repository.js';
import { createBooking } from '../modules/bookings/bookings.service.js';
import { sweepLapsedHolds } from '../modules/bookings/hold-sweeper.js';
import { deskMoneyOf, recordDeskPayment } from '../modules/bookings-desk/desk-payments.service.js';
import { cancelAtDesk, changeStayStatus } from '../modules/bookings-desk/desk-stay-actions.service.js';
import { effectHandlers } from '../modules/effect-handlers.js';
import type { Log } from '../modules/module-context.js';
import { bookingPayments } from '../modules/payments/booking-payments.js';
import { confirmPayment } from '../modules/payments/confirm-payment.service.js';
import { reconcilePayments } from '../modules/payments/reconciler.js';
import { signalFromWebhook } from '../modules/payments/webhook-events.js';
import type { BookingDeps } from '../modules/ports/booking-payments.port.js';
import { createSideEffects } from '../modules/side-effects/index.js';
import type { DemoGuest } from './demo-guests.js';
import {
  type HistoryEvent,
  type HistoryOptions,
  type HistoryProperty,
  type PlannedStay,
  planHistory,
  REFUND_LANDS_AFTER_DAYS,
} from './history-plan.js';
import { createRandom } from './random.js';

/**
 * Plays the demo's history (history-plan.ts) through the same use cases a guest, the payment provider and the desk
 * use, each called with the simulated instant of its event: createBooking, the sandbox checkout's capture and its
 * signed webhook through confirmPayment, the hold sweeper, the guest's and the desk's cancellations with their refunds,
 * the reconciler hearing the refunds land, check-in, desk payments, check-out and no-shows. So the inventory, payments,
 * refunds (and every record those use cases write) are exactly what those guests would have left. Only guest messages
 * are off (`guestMessages: 'off'`): nobody is told about a stay from last year.
 */

export interface HistoryResult {
  planned: number;
  booked: number;
  failed: number;
  events: Record<string, number>;
}

/** The desk's changes in the history are made by nobody in particular (audit entries without a staff member). */
const DESK = { actorUserId: null, ip: null };
const METHODS = ['cash', 'card', 'upi'] as const;

interface StayState {
  bookingId: string | null;
  orderId: string | null;
  failed: boolean;
  refunded: boolean;
}

export async function playHistory(
  tx: Db | Tx,
  config: Config,
  catalogue: HistoryProperty[],
  guests: DemoGuest[],
  options: Omit<HistoryOptions, 'guests' | 'holdMinutes'>,
  log?: (message: string) => void,
): Promise<HistoryResult> {
  // Inside the seed's transaction the services' own transactions become savepoints; the Drizzle API is the same.
  const db = tx as Db;
  const serviceLog = quietLog(log);
  // The provider lives on the history's clock too: its captures and refunds are stamped with the event's instant.
  let clockNow = options.now;
  const clock = () => clockNow;
  const adapters = {
    payments: createSandboxPayments(db, config, clock),
    sms: createSmsAdapter(config, db),
    mail: createMailAdapter(config, db),
  };
  // The side effects every use case writes are delivered as they would be (only tax documents: messages are off),
  // each with its event's instant, so the history's stays are invoiced on the day their money or stay moved.
  const effects = createSideEffects({ db, config, adapters, guestMessages: 'off' }, effectHandlers, serviceLog);
  const deps: BookingDeps = {
    db,
    config,
    adapters,
    effects,
    log: serviceLog,
    bookingPayments,
    guestMessages: 'off',
  };
  const provider = createSandboxProvider(db, sandboxSecrets(config.authSecret), clock);
  const plan = planHistory(catalogue, { ...options, guests: guests.length, holdMinutes: config.HOLD_MINUTES });
  const r = createRandom(`history-play-${options.seed}`);
  const states: StayState[] = plan.stays.map(() => ({
    bookingId: null,
    orderId: null,
    failed: false,
    refunded: false,
  }));
  const result: HistoryResult = { planned: plan.stays.length, booked: 0, failed: 0, events: {} };
  log?.(
    `Planned the demo history: ${plan.stays.length} stays (${options.bookings} random stays asked), ${plan.events.length} events.`,
  );

  for (const event of plan.events) {
    const stay = plan.stays[event.stay]!;
    const state = states[event.stay]!;
    if (state.failed || (event.kind !== 'book' && !state.bookingId)) continue;
    try {
      const done = await play(event, stay, state);
      if (done) result.events[event.kind] = (result.events[event.kind] ?? 0) + 1;
    } catch (err) {
      if (event.kind === 'book') {
        state.failed = true;
        result.failed++;
      }
      serviceLog.warn({ err, kind: event.kind, at: event.at.toISOString() }, 'demo history event refused');
    }
  }
  result.booked = result.events.book ?? 0;
  if (serviceLog.refusals.size > 0)
    log?.(
      `Demo history refusals by reason: ${[...serviceLog.refusals]
        .sort((a, b) => b[1] - a[1])
        .map(([reason, n]) => `${n} × ${reason}`)
        .join('; ')}`,
    );
  return result;

  async function play(event: HistoryEvent, stay: PlannedStay, state: StayState): Promise<boolean> {
    const now = event.at;
    clockNow = now;
    const guest = guests[stay.guest]!;
    switch (event.kind) {
      case 'book': {
        const data = await createBooking(deps, guest.id, bookingRequest(stay, guest, r.chance(0.15)), { now });
        state.bookingId = data.bookingId;
        state.orderId = data.payment?.orderDetails.id ?? null;
        return true;
      }
      case 'decline':
      case 'capture': {
        if (!state.orderId) return false;
        const succeed = event.kind === 'capture';
        const outcome = await provider.pay(state.orderId, {
          method: r.chance(0.6) ? 'upi' : 'card',
          succeed,
          ...(succeed ? {} : { decline: r.chance(0.5) ? 'card_declined' : 'insufficient_funds' }),
        });
        if (!outcome.payment) return false;
        // The provider's signed webhook, read and checked as the webhook route does, at the simulated instant.
        const hook = provider.webhook(succeed ? 'payment.captured' : 'payment.failed', outcome.payment);
        if (!deps.adapters.payments.verifyWebhookSignature(hook.body, hook.signature))
          throw new Error('sandbox webhook signature did not verify');
        await confirmPayment(deps, signalFromWebhook(JSON.parse(hook.body), hook.eventId, hook.body), now);
        return true;
      }
      case 'sweep':
        return (await sweepLapsedHolds(deps, now)) > 0;
      case 'cancel': {
        const before = await findBooking(db, state.bookingId!);
        if (!before || !['confirmed', 'pending_payment'].includes(before.status)) return false;
        const refund =
          stay.fate.kind === 'cancelled' && stay.fate.by === 'desk'
            ? (await cancelAtDesk(deps, state.bookingId!, { reason: deskReason(r) }, DESK, now)).refundAmount
            : (await cancelBooking(deps, guest.id, state.bookingId!, now)).refundAmount;
        state.refunded = refund > 0;
        return true;
      }
      case 'settle_refunds': {
        if (!state.refunded) return false;
        // The bank processes the refunds sent days ago; the reconciler asks the provider and records them (and
        // anything else due, as it would every two minutes).
        await provider.settleRefunds(now, (REFUND_LANDS_AFTER_DAYS * 24 - 1) * 3_600_000);
        await reconcilePayments(deps, now);
        return true;
      }
      case 'check_in':
      case 'check_out':
      case 'no_show': {
        const booking = await findBooking(db, state.bookingId!);
        const from = { check_in: 'confirmed', check_out: 'checked_in', no_show: 'confirmed' }[event.kind];
        if (booking?.status !== from) return false;
        await changeStayStatus(deps, booking.id, event.kind, DESK, now);
        return true;
      }
      case 'desk_payment': {
        const booking = await findBooking(db, state.bookingId!);
        if (!booking) return false;
        const { balancePaise } = await deskMoneyOf(db, booking);
        if (balancePaise <= 0) return false;
        const method = r.pick(METHODS);
        await recordDeskPayment(
          deps,
          booking.id,
          {
            amount: paiseToRupees(balancePaise),
            method,
            reference: method === 'cash' ? undefined : `${method.toUpperCase()}${r.int(100_000, 999_999)}`,
          },
          DESK,
          now,
        );
        return true;
      }
    }
  }
}

function bookingRequest(stay: PlannedStay, guest: DemoGuest, forSomeoneElse: boolean) {
  const adults = stay.adults;
  return createBookingRequestSchema.parse({
    initiatePayment: true,
    checkInDate: istDateToUnix(stay.checkIn),
    checkOutDate: istDateToUnix(stay.checkOut),
    propertyId: stay.propertyId,
    addons: [],
    guests: { adults, children: 0 },
    roomIds: [{ id: stay.roomTypeId, roomCount: stay.roomCount, adults, children: 0, ratePlanId: stay.ratePlanId }],
    primaryGuest: forSomeoneElse
      ? { name: otherName(guest.name), email: guest.email, phone: guest.phone }
      : { name: guest.name, email: guest.email, phone: guest.phone },
    couponCode: stay.couponCode ?? undefined,
  });
}

/** A booking made for a parent or a colleague: the guest's own contact, someone else's name. */
function otherName(name: string): string {
  const surname = name.split(' ').pop() ?? '';
  return `${surname === 'Kamat' ? 'Sunita' : 'Ramesh'} ${surname}`;
}

function deskReason(r: ReturnType<typeof createRandom>): string {
  return r.pick([
    'Guest called to cancel',
    'Guest asked by e-mail to cancel',
    'Travel plans changed (phone call)',
    'Flight cancelled',
  ]);
}

/**
 * The services' own logging, quietened: their info lines would be thousands. Refusals are said (the first few) and
 * tallied by reason, numbers left out, so the end of the history can say why stays were refused.
 */
function quietLog(log?: (message: string) => void): Log & { refusals: Map<string, number> } {
  let said = 0;
  const refusals = new Map<string, number>();
  const say = (obj: object, msg?: string) => {
    const err = (obj as { err?: { message?: string } }).err;
    const reason = (err?.message ?? msg ?? 'unknown').replace(/\d+/g, 'N');
    refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
    if (!log || said >= 5) return;
    said++;
    log(`demo history: ${msg ?? ''}${err?.message ? `: ${err.message}` : ''}`);
  };
  return { info: () => {}, warn: say, error: say, refusals };
}
