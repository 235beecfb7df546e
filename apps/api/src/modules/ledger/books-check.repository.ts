import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { BookingBooks } from './advance-rules.js';

/** The books' reconciliation reads (issue 41: cash = documents + advances outstanding). Reads only. */
/**
 * Every booking with money or documents, as the books reconcile it (advance-rules reconcileBooks): the ledger's cash,
 * the documents' net, the advances outstanding (receipt less refund vouchers less what invoices adjusted), refunds
 * still on their way, what an invoiced stay still owes of its total (standing or checked out), and the GSTIN of its latest document. Leaves out bookings whose books or documents moved after
 * `settledBefore` (their documents may be on their way). One query.
 */
export async function booksOfBookings(db: DbOrTx, settledBefore: Date): Promise<BookingBooks[]> {
  const { rows } = await db.execute(sql`
    with cash as (
      select booking_id, sum(cash_paise) as cash, max(recorded_at) as last_moved,
        sum(rent_paise + tax_paise) filter (where kind = 'extra_charge') as extras
      from ledger_entries group by booking_id
    ),
    docs as (
      select d.booking_id,
        sum(case when d.kind in ('invoice', 'debit_note') then d.total_paise
          when d.kind = 'credit_note' then -d.total_paise else 0 end) as documented,
        sum(case when d.kind = 'receipt_voucher' then d.total_paise
          when d.kind = 'refund_voucher' then -d.total_paise else 0 end) - sum(coalesce(adj.amount, 0)) as advances,
        (array_agg(d.supplier->>'gstin' order by d.issued_at desc, d.sequence desc))[1] as gstin,
        bool_or(d.kind = 'invoice') as invoiced,
        max(d.issued_at) as last_issued
      from tax_documents d
      left join lateral (
        select sum((l->>'rentPaise')::bigint + (l->>'taxPaise')::bigint) as amount
        from jsonb_array_elements(coalesce(d.advances, '[]'::jsonb)) p
        cross join lateral jsonb_array_elements(p->'lines') l
      ) adj on true
      group by d.booking_id
    )
    select b.id, b.code, docs.gstin, coalesce(cash.cash, 0)::bigint as cash,
      coalesce(docs.documented, 0)::bigint as documented, coalesce(docs.advances, 0)::bigint as advances,
      (case when docs.invoiced and b.status in ('confirmed', 'checked_in', 'completed')
        then greatest(0, b.total_post_tax_paise + coalesce(cash.extras, 0) - coalesce(cash.cash, 0)) else 0 end)::bigint
        as owed,
      (coalesce((select sum(r.amount_paise) from payment_refunds r
          where r.booking_id = b.id and r.provider_refund_id is null), 0)
        + coalesce((select sum(coalesce(p.refund_amount_paise, p.captured_paise, p.amount_paise)) from payments p
          where p.booking_id = b.id and p.status = 'refund_pending'), 0))::bigint as in_flight
    from bookings b
    left join cash on cash.booking_id = b.id
    left join docs on docs.booking_id = b.id
    where (cash.booking_id is not null or docs.booking_id is not null)
      and coalesce(cash.last_moved, '-infinity'::timestamptz) < ${settledBefore.toISOString()}::timestamptz
      and coalesce(docs.last_issued, '-infinity'::timestamptz) < ${settledBefore.toISOString()}::timestamptz
    order by b.code`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    bookingId: String(r.id),
    bookingCode: String(r.code),
    gstin: r.gstin ? String(r.gstin) : null,
    cashPaise: Number(r.cash),
    documentsPaise: Number(r.documented),
    advancesPaise: Number(r.advances),
    inFlightPaise: Number(r.in_flight),
    owedPaise: Number(r.owed),
  }));
}

/**
 * Stays to come holding money with no document at all (a deposit taken before receipt vouchers existed, or whose
 * document run was lost): the documents job issues what they lack. Standing stays not yet ended only, so a stay whose
 * money is a refund on its way (cancelled) is not asked again and again.
 */
export async function staysHoldingUndocumentedMoney(db: DbOrTx, today: string, limit: number): Promise<string[]> {
  const { rows } = await db.execute(sql`
    select e.booking_id as id
    from ledger_entries e
    join bookings b on b.id = e.booking_id
    where b.confirmed_at is not null and b.status in ('confirmed', 'checked_in') and b.check_out >= ${today}::date
      and not exists (select 1 from tax_documents d where d.booking_id = b.id)
    group by e.booking_id
    having sum(e.cash_paise) > 0
    limit ${limit}`);
  return (rows as Array<{ id: string }>).map((r) => r.id);
}
