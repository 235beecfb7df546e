import { addDays } from '@staybook/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { recordDeskPayment } from '../src/modules/bookings-desk/desk-payments.service.js';
import { cancelAtDesk } from '../src/modules/bookings-desk/desk-stay-actions.service.js';
import { checkMoney } from '../src/modules/payments/money-check.js';
import { originalPeriod } from '../src/modules/reports/gstr1.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createCity,
  createGuest,
  createPolicy,
  createProperty,
  createRatePlan,
  createRoomType,
  dayFromToday,
  istDay,
  policies,
  type SignedIn,
  setInventory,
  signedInUser,
} from './support/factories.js';
import { payInCheckout, withEffects } from './support/payment-helpers.js';

/**
 * A generated month (issue 41's property-based test; docs/books.md "Advances", "The books reconciled"): each case
 * books a handful of stays 70–90 days out at a property in Goa (home GSTIN, nights at ₹4,500: 5%) and one in
 * Rajasthan (its own registration, nights at ₹8,200: 18%), each paid in full or by a 40% deposit (so every payment in
 * month M is for a stay in a later month), some changed at the desk in M (up: a balance due; down: a part refund),
 * then on the 1st of M+1 and M+2 (the clock moved as the other ledger tests move it: the use cases' `now`) balances
 * or parts of them taken at the desk and stays cancelled by the policy (the first night kept, which may be more or
 * less than the deposit) or refunded in full. After it:
 * - the books, per GSTIN (the money check's reconciliation, ledger/books-check): what this case moved is exactly what
 *   the test paid less what the use cases said they refunded, the ledger's cash + invoiced and still owed = documents + advances outstanding
 *   to the paisa, nothing on its way, and no booking unreconciled;
 * - GSTR-1, per month and GSTIN, as the export's CSVs: every section rebuilds from the documents of the month
 *   (hsn(b2b)+hsn(b2c): every document, signed; b2b+b2cl+b2cs±cdnr/cdnur: the same less notes on an earlier month's
 *   B2C invoice, which are b2csa's; b2csa: the original month's B2C documents revised up to this month; at, atadj
 *   and ata from the receipt and refund vouchers and the invoices' adjustments; eco (Table 14) per operator GSTIN:
 *   the month's documents of stays through it less notes on an earlier month's invoice, which are ecoa's, the
 *   original month's row revised up to this month; b2cs Type E exactly on the operator's rows).
 * Some stays come through an OTA of the register (issue 41): marked at booking as the desk marks one (the channel
 * 'ota' and the operator, before any money moves, so the ledger's entries carry the channel): Booking.com has a
 * GSTIN in Goa and Rajasthan, Agoda only in Goa (a Rajasthan stay through it is in no Table 14 row).
 * Runs: 8 cases of 2–4 stays (about 7 s on PGlite and 6 s on PostgreSQL for the property, 25 s for the file on both;
 * a failing case names its stays; shrinking keeps the first two, one per state). The two gaps it found are fixed and tested at the end.
 */

const RAJASTHAN = '08AAKCS9999M1ZZ';
const RUNS = 8;

type Plan = 'full' | 'deposit';
type Ota = 'booking' | 'agoda' | null;
interface StayCase {
  state: 'goa' | 'raj';
  ota: Ota;
  plan: Plan;
  from: number;
  nights: number;
  change: number | null;
  pay: { month: 1 | 2; share: number | 'all' } | null;
  cancel: { month: 1 | 2; refundAll: boolean } | null;
}

const stayCase = (state: 'goa' | 'raj') =>
  fc.record<StayCase>({
    state: fc.constant(state),
    ota: fc.constantFrom<Ota>(null, 'booking', 'agoda'),
    plan: fc.constantFrom<Plan>('full', 'deposit'),
    from: fc.integer({ min: 70, max: 85 }),
    nights: fc.integer({ min: 1, max: 3 }),
    change: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    pay: fc.option(
      fc.record({
        month: fc.constantFrom<1 | 2>(1, 2),
        share: fc.oneof(fc.constant<'all'>('all'), fc.double({ min: 0.2, max: 0.9, noNaN: true })),
      }),
      { nil: null },
    ),
    cancel: fc.option(fc.record({ month: fc.constantFrom<1 | 2>(1, 2), refundAll: fc.boolean() }), { nil: null }),
  });

/** A CSV of the export, its header left out; quoted fields kept whole. */
function parseCsv(body: string): string[][] {
  const lines = body.trim().split('\r\n').slice(1).filter(Boolean);
  return lines.map((line) => {
    const out: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cur += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        out.push(cur);
        cur = '';
      } else cur += c;
    }
    out.push(cur);
    return out;
  });
}
const paise = (rupees: string | number) => Math.round(Number(rupees) * 100);

interface DocRow {
  id: string;
  kind: string;
  issueDate: string;
  taxable: number;
  tax: number;
  b2b: boolean;
  invoiceId: string | null;
  refIssueDate: string | null;
  advances: Array<{ issueDate: string; lines: Array<{ rentPaise: number }> }> | null;
  /** The OTA operator's GSTIN in the supplier's state, when the stay came through one that has it. */
  eco: string | null;
}
const OPERATOR_GSTINS = {
  booking: { '30': '30AAHCB7777K1ZC', '08': '08AAHCB7777K1ZZ' },
  agoda: { '30': '30AAKCA7777H1ZH' },
} as const;

let goa = { propertyId: '', roomId: '', depositRoomId: '' };
let jaipur = { propertyId: '', roomId: '', depositRoomId: '' };

describeEachDatabase(
  'a generated month: cash = documents + advances = ledger per GSTIN, and GSTR-1 rebuilds from the documents',
  {
    prepare: async ({ db }) => {
      const stayAt = async (name: string, cityId: string | undefined, rupees: number) => {
        const property = await createProperty(db, { name, ...(cityId ? { cityId } : {}) });
        const firstNight = await createPolicy(db, property.id, policies.firstNightAfterAYear, 'First night kept');
        const room = await createRoomType(db, property.id, { name: 'Pay now room', baseRatePaise: rupees * 100 });
        const depositRoom = await createRoomType(db, property.id, {
          name: 'Deposit room',
          baseRatePaise: rupees * 100,
        });
        for (const r of [room, depositRoom]) await setInventory(db, r.id, istDay(0), 100, { rupees, available: 60 });
        await createRatePlan(db, room.id, firstNight.id, {
          name: 'Pay now',
          isDefault: true,
          paymentPolicy: 'pay_now',
        });
        await createRatePlan(db, depositRoom.id, firstNight.id, {
          name: 'Deposit',
          isDefault: true,
          paymentPolicy: 'deposit',
          depositPercent: 40,
        });
        return { propertyId: property.id, roomId: room.id, depositRoomId: depositRoom.id };
      };
      goa = await stayAt('Casa Generated', undefined, 4_500);
      const city = await createCity(db, { name: 'Jaipur', state: 'Rajasthan' });
      jaipur = await stayAt('Haveli Generated', city.id, 8_200);
    },
  },
  (use) => {
    let admin: SignedIn;
    const month = istDay(0).slice(0, 7);
    const m1 = addDays(`${month}-28`, 7).slice(0, 7);
    const m2 = addDays(`${m1}-28`, 7).slice(0, 7);
    const months = [month, m1, m2];
    const monthEnd = (m: string) => addDays(`${addDays(`${m}-28`, 7).slice(0, 7)}-01`, -1);

    const operatorIds: Record<'booking' | 'agoda', string> = { booking: '', agoda: '' };
    beforeAll(async () => {
      const { database, config, app } = use();
      admin = await signedInUser(database.db, config, 'admin');
      for (const [key, name] of [
        ['booking', 'Booking.com'],
        ['agoda', 'Agoda'],
      ] as const) {
        const op = await app.inject({
          method: 'POST',
          url: '/api/admin/ecommerce-operators',
          headers: admin.headers,
          payload: {
            name,
            section: '52',
            gstins: Object.entries(OPERATOR_GSTINS[key]).map(([stateCode, gstin]) => ({ stateCode, gstin })),
          },
        });
        expect(op.statusCode, op.body).toBe(200);
        operatorIds[key] = op.json().data.id;
      }
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/admin/tax-registrations/08',
        headers: admin.headers,
        payload: {
          gstin: RAJASTHAN,
          legalName: 'Staybook Hospitality Private Limited',
          address: 'Demo Chambers, C-Scheme, Jaipur, Rajasthan 302001',
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await use().app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
      return res;
    };
    const deps = () => {
      const { database, config } = use();
      return withEffects({ db: database.db, config, adapters: createAdapters(config, database.db) });
    };
    const books = async () => {
      const { database, config } = use();
      const report = await checkMoney(
        { db: database.db, adapters: createAdapters(config, database.db) },
        new Date(`${m2}-02T12:00:00+05:30`),
        { graceMinutes: 0 },
      );
      return report.books;
    };
    const csv = async (section: string, m: string, gstin: string) => {
      const res = await inject('GET', `/api/admin/reports/gst/${section}.csv?month=${m}&gstin=${gstin}`);
      expect(res.statusCode, res.body).toBe(200);
      return parseCsv(res.body);
    };
    const documentsOf = async (gstin: string): Promise<DocRow[]> => {
      const { rows } = await use().database.db.execute(sql`
        select d.id, d.kind, d.issue_date::text as issue_date, d.taxable_paise::bigint as taxable,
          (d.cgst_paise + d.sgst_paise + d.igst_paise)::bigint as tax,
          coalesce(i.recipient->>'gstin', d.recipient->>'gstin') as recipient_gstin,
          d.invoice_id, i.issue_date::text as ref_issue_date, d.advances, g.gstin as eco
        from tax_documents d left join tax_documents i on i.id = d.invoice_id
        join bookings b on b.id = d.booking_id
        left join ecommerce_operator_gstins g on b.channel = 'ota' and g.operator_id = b.ecommerce_operator_id
          and g.state_code = substr(d.supplier->>'gstin', 1, 2)
        where d.supplier->>'gstin' = ${gstin}`);
      return (rows as Array<Record<string, unknown>>).map((r) => ({
        id: String(r.id),
        kind: String(r.kind),
        issueDate: String(r.issue_date),
        taxable: Number(r.taxable),
        tax: Number(r.tax),
        b2b: Boolean(r.recipient_gstin),
        invoiceId: r.invoice_id ? String(r.invoice_id) : null,
        refIssueDate: r.ref_issue_date ? String(r.ref_issue_date) : null,
        advances: (r.advances as DocRow['advances']) ?? null,
        eco: r.eco ? String(r.eco) : null,
      }));
    };
    const sign = (d: DocRow) => (d.kind === 'credit_note' ? -1 : 1);
    const isVoucher = (d: DocRow) => d.kind === 'receipt_voucher' || d.kind === 'refund_voucher';
    const inMonth = (date: string, m: string) => date.slice(0, 7) === m;
    const sum = (rows: string[][], col: number) => rows.reduce((s, r) => s + paise(r[col]!), 0);

    /** Every GSTR-1 section of `m` for `gstin` against the documents. */
    const checkGstr1 = async (m: string, gstin: string, all: DocRow[], label: string) => {
      const docs = all.filter((d) => inMonth(d.issueDate, m));
      const supplies = docs.filter((d) => !isVoucher(d));
      // HSN: every document of the month, signed (notes of earlier months' invoices included).
      const hsn = [...(await csv('hsnb2b', m, gstin)), ...(await csv('hsnb2c', m, gstin))];
      expect(sum(hsn, 6), `${label} hsn taxable`).toBe(supplies.reduce((s, d) => s + sign(d) * d.taxable, 0));
      expect(sum(hsn, 7) + sum(hsn, 8) + sum(hsn, 9), `${label} hsn tax`).toBe(
        supplies.reduce((s, d) => s + sign(d) * d.tax, 0),
      );
      // Supplies: the month's invoices and notes, less the notes amending an earlier month's B2C row (b2csa).
      const amending = (d: DocRow) =>
        d.kind !== 'invoice' && !d.b2b && d.refIssueDate !== null && d.refIssueDate < `${m}-01`;
      const noteSign = (r: string[], typeCol: number) => (r[typeCol] === 'C' ? -1 : 1);
      const cdnr = await csv('cdnr', m, gstin);
      const cdnur = await csv('cdnur', m, gstin);
      const table =
        sum(await csv('b2b', m, gstin), 11) +
        sum(await csv('b2cl', m, gstin), 6) +
        sum(await csv('b2cs', m, gstin), 4) +
        cdnr.reduce((s, r) => s + noteSign(r, 4) * Math.abs(paise(r[11]!)), 0) +
        cdnur.reduce((s, r) => s + noteSign(r, 3) * Math.abs(paise(r[8]!)), 0);
      expect(table, `${label} b2b+b2cl+b2cs±notes`).toBe(
        supplies.filter((d) => !amending(d)).reduce((s, d) => s + sign(d) * d.taxable, 0),
      );
      // b2csa: each original month amended, as revised by every B2C document of it up to the end of m.
      const b2csa = await csv('b2csa', m, gstin);
      const amended = new Set(supplies.filter(amending).map((d) => d.refIssueDate!.slice(0, 7)));
      for (const k of months.filter((k) => k < m)) {
        const [, name] = originalPeriod(k);
        const rows = b2csa.filter((r) => r[1] === name);
        if (!amended.has(k)) {
          expect(rows, `${label} b2csa ${k}`).toEqual([]);
          continue;
        }
        const revised = all
          .filter((d) => !isVoucher(d) && !d.b2b && d.issueDate <= monthEnd(m))
          .filter((d) => inMonth(d.kind === 'invoice' ? d.issueDate : (d.refIssueDate ?? ''), k))
          .reduce((s, d) => s + sign(d) * d.taxable, 0);
        expect(sum(rows, 6), `${label} b2csa ${k}`).toBe(revised);
      }
      // Advances: at = receipt vouchers − refund vouchers of this month's receipts − what this month's invoices
      // adjusted of them; atadj = what they adjusted of earlier months'.
      const refundsOwn = docs.filter((d) => d.kind === 'refund_voucher' && inMonth(d.refIssueDate!, m));
      const adjusted = (d: DocRow, own: boolean) =>
        (d.advances ?? [])
          .filter((p) => inMonth(p.issueDate, m) === own)
          .reduce((s, p) => s + p.lines.reduce((t, l) => t + l.rentPaise, 0), 0);
      const invoices = docs.filter((d) => d.kind === 'invoice');
      expect(sum(await csv('at', m, gstin), 3), `${label} at`).toBe(
        docs.filter((d) => d.kind === 'receipt_voucher').reduce((s, d) => s + d.taxable, 0) -
          refundsOwn.reduce((s, d) => s + d.taxable, 0) -
          invoices.reduce((s, d) => s + adjusted(d, true), 0),
      );
      expect(sum(await csv('atadj', m, gstin), 3), `${label} atadj`).toBe(
        invoices.reduce((s, d) => s + adjusted(d, false), 0),
      );
      // ata: an earlier month's at row as filed, less the refunds of its advances issued after it up to the end of m.
      const ata = await csv('ata', m, gstin);
      const refundedEarlier = new Set(
        docs
          .filter((d) => d.kind === 'refund_voucher' && d.refIssueDate! < `${m}-01`)
          .map((d) => d.refIssueDate!.slice(0, 7)),
      );
      for (const k of months.filter((k) => k < m)) {
        const [, name] = originalPeriod(k);
        const rows = ata.filter((r) => r[1] === name);
        if (!refundedEarlier.has(k)) {
          expect(rows, `${label} ata ${k}`).toEqual([]);
          continue;
        }
        const ofK = all.filter((d) => inMonth(d.issueDate, k));
        const filed =
          ofK.filter((d) => d.kind === 'receipt_voucher').reduce((s, d) => s + d.taxable, 0) -
          ofK
            .filter((d) => d.kind === 'refund_voucher' && inMonth(d.refIssueDate!, k))
            .reduce((s, d) => s + d.taxable, 0) -
          ofK.filter((d) => d.kind === 'invoice').reduce((s, d) => s + adjustedIn(d, k), 0);
        const later = all
          .filter((d) => d.kind === 'refund_voucher' && inMonth(d.refIssueDate!, k))
          .filter((d) => d.issueDate > monthEnd(k) && d.issueDate <= monthEnd(m))
          .reduce((s, d) => s + d.taxable, 0);
        expect(sum(rows, 5), `${label} ata ${k}`).toBe(filed - later);
      }
      // Table 14: per operator GSTIN, the month's documents through it, less notes on an earlier month's invoice
      // (ecoa's); b2cs rows are Type E exactly when they name an operator.
      const eco = await csv('eco', m, gstin);
      const ecoa = await csv('ecoa', m, gstin);
      const earlierInvoice = (d: DocRow) =>
        d.kind !== 'invoice' && d.refIssueDate !== null && d.refIssueDate < `${m}-01`;
      const operators = new Set(all.filter((d) => d.eco).map((d) => d.eco!));
      for (const op of operators) {
        const through = supplies.filter((d) => d.eco === op && !earlierInvoice(d));
        const rows = eco.filter((r) => r[1] === op);
        expect(rows.length, `${label} eco rows of ${op}`).toBeLessThanOrEqual(1);
        expect(sum(rows, 3), `${label} eco ${op}`).toBe(through.reduce((s, d) => s + sign(d) * d.taxable, 0));
        expect(sum(rows, 4) + sum(rows, 5) + sum(rows, 6), `${label} eco tax ${op}`).toBe(
          through.reduce((s, d) => s + sign(d) * d.tax, 0),
        );
        const amendedOf = new Set(
          supplies.filter((d) => d.eco === op && earlierInvoice(d)).map((d) => d.refIssueDate!.slice(0, 7)),
        );
        for (const k of months.filter((k) => k < m)) {
          const [, name] = originalPeriod(k);
          const restated = ecoa.filter((r) => r[3] === op && r[2] === name);
          if (!amendedOf.has(k)) {
            expect(restated, `${label} ecoa ${op} ${k}`).toEqual([]);
            continue;
          }
          const revised = all
            .filter((d) => !isVoucher(d) && d.eco === op && d.issueDate <= monthEnd(m))
            .filter((d) => inMonth(d.kind === 'invoice' ? d.issueDate : (d.refIssueDate ?? ''), k))
            .reduce((s, d) => s + sign(d) * d.taxable, 0);
          expect(sum(restated, 6), `${label} ecoa ${op} ${k}`).toBe(revised);
        }
      }
      expect(
        eco.every((r) => operators.has(r[1]!)),
        `${label} eco names only known operators`,
      ).toBe(true);
      for (const r of await csv('b2cs', m, gstin))
        expect(r[0], `${label} b2cs type of ${r[6]}`).toBe(r[6] ? 'E' : 'OE');
    };
    const adjustedIn = (d: DocRow, k: string) =>
      (d.advances ?? [])
        .filter((p) => inMonth(p.issueDate, k))
        .reduce((s, p) => s + p.lines.reduce((t, l) => t + l.rentPaise, 0), 0);

    it(`over ${RUNS} generated months of bookings, changes, deposits, payments, cancellations and refunds in two states`, async () => {
      const { app, database, config } = use();
      const gstinOf = { goa: config.brand.gstin, raj: RAJASTHAN } as const;
      const cases = fc
        .tuple(stayCase('goa'), stayCase('raj'), fc.array(fc.oneof(stayCase('goa'), stayCase('raj')), { maxLength: 2 }))
        .map(([a, b, rest]) => [a, b, ...rest]);
      await fc.assert(
        fc.asyncProperty(cases, async (stays) => {
          const label = JSON.stringify(stays);
          const before = await books();
          const guest = await createGuest(database.db, config);
          const model = new Map<string, number>();
          const move = (state: 'goa' | 'raj', p: number) =>
            model.set(gstinOf[state], (model.get(gstinOf[state]) ?? 0) + p);
          const made: Array<{ id: string; s: StayCase; cancelled: boolean }> = [];
          // Month M, now: the bookings paid online, and the desk's changes.
          for (const s of stays) {
            const at = s.state === 'goa' ? goa : jaipur;
            const room = s.plan === 'full' ? at.roomId : at.depositRoomId;
            const res = await book(
              app,
              guest,
              bookingPayload(at.propertyId, [{ id: room }], s.from, s.from + s.nights),
            );
            expect(res.statusCode, res.body).toBe(200);
            const data = res.json().data as {
              bookingId: string;
              payment: { orderDetails: { id: string; amount: number } };
            };
            if (s.ota)
              await database.db.execute(sql`update bookings set channel = 'ota',
                channel_name = ${s.ota === 'booking' ? 'Booking.com' : 'Agoda'},
                ecommerce_operator_id = ${operatorIds[s.ota]} where id = ${data.bookingId}`);
            const paid = await payInCheckout(app, data.payment.orderDetails.id);
            expect(paid.statusCode, paid.body).toBe(200);
            move(s.state, data.payment.orderDetails.amount);
            made.push({ id: data.bookingId, s, cancelled: false });
            if (s.change !== null && s.change !== s.nights) {
              const changed = await inject('POST', `/api/admin/bookings/${data.bookingId}/changes`, {
                checkInDate: dayFromToday(s.from),
                checkOutDate: dayFromToday(s.from + s.change),
                roomIds: [{ id: room, roomCount: 1, adults: 1, children: 0 }],
                reason: 'Generated change',
              });
              expect(changed.statusCode, `${label} ${changed.body}`).toBe(200);
              const { change, payment } = changed.json().data;
              move(s.state, -paise(change.refund));
              if (payment) {
                await payInCheckout(app, payment.orderDetails.id);
                move(s.state, payment.orderDetails.amount);
              }
            }
          }
          // The 1st of M+1, then of M+2: balances taken at the desk, cancellations by the policy.
          for (const k of [1, 2] as const) {
            let minute = 0;
            const when = () => new Date(new Date(`${months[k]}-01T12:00:00+05:30`).getTime() + minute++ * 60_000);
            for (const b of made) {
              if (b.s.pay?.month === k && !b.cancelled) {
                const desk = (await inject('GET', `/api/admin/bookings/${b.id}`)).json().data as { balanceDue: number };
                const share = b.s.pay.share;
                const amount = share === 'all' ? desk.balanceDue : Math.floor(desk.balanceDue * share);
                if (amount >= 1) {
                  await recordDeskPayment(
                    deps(),
                    b.id,
                    { amount, method: 'upi', reference: 'UPI-GEN' },
                    { actorUserId: admin.id, ip: null },
                    when(),
                  );
                  move(b.s.state, paise(amount));
                }
              }
              if (b.s.cancel?.month === k && !b.cancelled) {
                const done = await cancelAtDesk(
                  deps(),
                  b.id,
                  { reason: 'Generated cancellation', ...(b.s.cancel.refundAll ? { refund: true } : {}) },
                  { actorUserId: admin.id, ip: null },
                  when(),
                );
                move(b.s.state, -paise(done.refundAmount));
                b.cancelled = true;
              }
            }
          }

          // The books: what moved is what the test paid less what was refunded, and it reconciles per GSTIN.
          const after = await books();
          const mine = after.unreconciled.filter((u) => made.some((b) => b.id === u.bookingId));
          expect(mine, label).toEqual([]);
          for (const g of after.byGstin) {
            const was = before.byGstin.find((x) => x.gstin === g.gstin);
            const moved = {
              cash: g.cashPaise - (was?.cashPaise ?? 0),
              documents: g.documentsPaise - (was?.documentsPaise ?? 0),
              advances: g.advancesPaise - (was?.advancesPaise ?? 0),
              inFlight: g.inFlightPaise - (was?.inFlightPaise ?? 0),
              owed: g.owedPaise - (was?.owedPaise ?? 0),
            };
            expect(moved.cash, `${label} cash of ${g.gstin}`).toBe(model.get(g.gstin ?? '') ?? 0);
            expect(moved.inFlight, `${label} in flight ${g.gstin}`).toBe(0);
            expect(moved.cash + moved.owed, `${label} books of ${g.gstin}`).toBe(moved.documents + moved.advances);
          }
          for (const gstin of Object.values(gstinOf)) {
            expect(
              after.byGstin.some((g) => g.gstin === gstin),
              `${label} ${gstin} in the books`,
            ).toBe(true);
            const all = await documentsOf(gstin);
            for (const m of months) await checkGstr1(m, gstin, all, `${label} ${gstin} ${m}`);
          }
        }),
        { numRuns: RUNS },
      );
    });

    // Found by the generated month (seed -1973360487, path 0:0:0:0:0:0:0:0:0:0:0:0:1:4:2:2 on PGlite, shrunk to its last
    // stay): a prepaid stay of two nights invoiced in full, shortened to one night at the desk. The policy (the first
    // night kept, its window long past) keeps half of the removed night (`booking_changes.kept_paise` ₹2,362.50) and
    // refunds the other half. The ledger used to release the night whole and credit it whole (₹4,725), leaving the
    // ₹2,362.50 kept in no document and no revenue (cash ₹7,087.50, documents ₹4,725). Now the part kept is a fee on
    // the removed night (ledger-rules changeFeeOver), so the credit note credits only the ₹2,362.50 refunded.
    it('a prepaid stay shortened at the desk, part of the night kept by the policy, reconciles', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const res = await book(app, guest, bookingPayload(goa.propertyId, [{ id: goa.roomId }], 74, 76));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      expect((await payInCheckout(app, data.payment.orderDetails.id)).statusCode).toBe(200);
      const changed = await inject('POST', `/api/admin/bookings/${data.bookingId}/changes`, {
        checkInDate: dayFromToday(74),
        checkOutDate: dayFromToday(75),
        roomIds: [{ id: goa.roomId, roomCount: 1, adults: 1, children: 0 }],
        reason: 'Leaves a night early',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.change.refund).toBe(2_362.5);
      const { rows } = await database.db.execute(
        sql`select kind, taxable_paise, total_paise from tax_documents where booking_id = ${data.bookingId}
          order by issued_at, sequence`,
      );
      expect(rows.map((r) => [r.kind, Number(r.taxable_paise), Number(r.total_paise)])).toEqual([
        ['invoice', 900_000, 945_000],
        ['credit_note', 225_000, 236_250],
      ]);
      const { rows: fees } = await database.db.execute(
        sql`select sum(rent_paise) as rent, sum(tax_paise) as tax from ledger_entries
          where booking_id = ${data.bookingId} and kind = 'cancellation_fee'`,
      );
      expect([Number(fees[0]?.rent), Number(fees[0]?.tax)]).toEqual([225_000, 11_250]);
      const after = await books();
      expect(after.unreconciled.filter((u) => u.bookingId === data.bookingId)).toEqual([]);
    });

    // Found by the generated month (seed -1304959714 on PGlite, shrunk by hand; both databases): a prepaid stay invoiced
    // in full, changed up at the desk with the difference to be paid at the property. The debit note is issued at once
    // (books.md: "a debit note when it goes up"), before the money: the books check counts what an invoiced stay still
    // owes of its total (`owedPaise`, as the desk's balance due), so cash + owed = documents + advances.
    it('a prepaid stay changed up at the desk, the difference due at the property, reconciles', async () => {
      const { app, database, config } = use();
      const guest = await createGuest(database.db, config);
      const res = await book(app, guest, bookingPayload(goa.propertyId, [{ id: goa.roomId }], 70, 71));
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { bookingId: string; payment: { orderDetails: { id: string } } };
      expect((await payInCheckout(app, data.payment.orderDetails.id)).statusCode).toBe(200);
      const changed = await inject('POST', `/api/admin/bookings/${data.bookingId}/changes`, {
        checkInDate: dayFromToday(70),
        checkOutDate: dayFromToday(72),
        roomIds: [{ id: goa.roomId, roomCount: 1, adults: 1, children: 0 }],
        reason: 'One more night',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.change.settlement).toBe('at_property');
      const { rows } = await database.db.execute(
        sql`select kind from tax_documents where booking_id = ${data.bookingId} order by issued_at, sequence`,
      );
      expect(rows.map((r) => (r as { kind: string }).kind)).toEqual(['invoice', 'debit_note']);
      const after = await books();
      expect(after.unreconciled.filter((u) => u.bookingId === data.bookingId)).toEqual([]);
      // Paid at the property later: nothing owed, still reconciled.
      await recordDeskPayment(
        deps(),
        data.bookingId,
        { amount: 4_725, method: 'upi', reference: 'UPI-DESK' },
        { actorUserId: admin.id, ip: null },
        new Date(),
      );
      const paid = await books();
      expect(paid.unreconciled.filter((u) => u.bookingId === data.bookingId)).toEqual([]);
    });
  },
);
