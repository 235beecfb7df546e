import type { BooksReconciliationView } from '@staybook/contract/admin-money';
import { plural, pluralWord } from '@staybook/contract/format';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table';
import { consolePaths } from '../../lib/console-paths';
import { formatInrExact } from '../../logic/exact-money';

type GstinRow = BooksReconciliationView['byGstin'][number];
type BookingRow = BooksReconciliationView['unreconciled'][number];

const num = 'text-right tabular-nums whitespace-nowrap';

/**
 * The books reconciled (issue 41): per GSTIN, the money held + what invoiced stays still owe = the documents issued +
 * the advances outstanding (receipt vouchers not yet adjusted by an invoice), and every booking where it is not so.
 */
export function BooksReconciliation({ books }: { books: BooksReconciliationView }) {
  return (
    <div className="mt-4">
      {books.unreconciled.length === 0 ? (
        <p className="mb-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900">
          Every rupee held is invoiced or held as an advance with its receipt voucher.
        </p>
      ) : (
        <>
          <p className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
            {plural(books.unreconciled.length, 'booking')} {pluralWord(books.unreconciled.length, 'holds', 'hold')}{' '}
            money that is neither invoiced nor an advance.
          </p>
          <DataTable
            label="Bookings whose money is not documented"
            caption="Money held against documents and advances outstanding, by booking"
            columns={bookingColumns}
            rows={books.unreconciled}
            rowKey={(b) => b.bookingId}
            minWidth="min-w-[640px]"
            rowTestId="unreconciled-row"
          />
        </>
      )}
      {books.byGstin.length > 0 && (
        <DataTable
          label="Books by GSTIN"
          caption="Money held + invoiced, still owed = documents issued + advances outstanding, per GSTIN, to the paisa"
          columns={gstinColumns}
          rows={books.byGstin}
          rowKey={(g) => g.gstin ?? 'none'}
          minWidth="min-w-[640px]"
          rowTestId="books-gstin-row"
        />
      )}
    </div>
  );
}

const gstinColumns: Column<GstinRow>[] = [
  { header: 'GSTIN', className: 'font-mono whitespace-nowrap', cell: (g) => g.gstin ?? 'No document yet' },
  { header: 'Money held', headerClassName: 'text-right', className: num, cell: (g) => formatInrExact(g.cash) },
  {
    header: 'Invoiced, still owed',
    headerClassName: 'text-right',
    className: num,
    cell: (g) => formatInrExact(g.owed),
  },
  { header: 'Documents', headerClassName: 'text-right', className: num, cell: (g) => formatInrExact(g.documents) },
  {
    header: 'Advances outstanding',
    headerClassName: 'text-right',
    className: num,
    cell: (g) => formatInrExact(g.advancesOutstanding),
  },
  {
    header: 'Refunds on their way',
    headerClassName: 'text-right',
    className: num,
    cell: (g) => formatInrExact(g.inFlight),
  },
];

const bookingColumns: Column<BookingRow>[] = [
  {
    header: 'Booking',
    cell: (b) => (
      <Link to={consolePaths.booking(b.bookingId)} className="font-semibold text-sky-800 underline">
        {b.bookingCode}
      </Link>
    ),
  },
  { header: 'Money held', headerClassName: 'text-right', className: num, cell: (b) => formatInrExact(b.cash) },
  { header: 'Documents', headerClassName: 'text-right', className: num, cell: (b) => formatInrExact(b.documents) },
  {
    header: 'Advances outstanding',
    headerClassName: 'text-right',
    className: num,
    cell: (b) => formatInrExact(b.advancesOutstanding),
  },
  {
    header: 'Difference',
    headerClassName: 'text-right',
    className: `${num} font-semibold text-red-900`,
    cell: (b) => formatInrExact(b.difference),
  },
];
