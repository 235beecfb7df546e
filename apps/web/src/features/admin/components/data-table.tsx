import type { ReactNode } from 'react';
import { ScrollRegion, Th } from './list-kit';

export interface Column<Row> {
  /** The column's heading. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** This column names the row (drawn as the row's header cell, for screen readers). */
  rowHeader?: boolean;
  /** Classes of the column's cells beyond the table's padding ('whitespace-nowrap', 'text-right'). */
  className?: string;
  /** Classes of the column's heading. */
  headerClassName?: string;
}

interface DataTableProps<Row> {
  /** The scroller's name ('Bookings table'). */
  label: string;
  /** The table's caption, read by screen readers ('Bookings matching the filters'). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's narrowest width before it scrolls sideways on phones ('min-w-[720px]'). */
  minWidth?: string;
  /** A test id on each row (stories count rows by it). */
  rowTestId?: string;
  /** Drawn after a row (a detail row that opens below it); its key is the row's. */
  after?: (row: Row) => ReactNode;
  /** Rows under the body (a report's total), drawn in the table's footer. */
  footer?: ReactNode;
}

const cellClass = 'py-2 pr-3';

/** The console's lists as a table: one column definition per column, the same markup, scroller and caption. */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  minWidth = 'min-w-[720px]',
  rowTestId,
  after,
  footer,
}: DataTableProps<Row>) {
  return (
    <ScrollRegion label={label}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
              <Th key={i} className={column.headerClassName ?? ''}>
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <RowGroup key={key} extra={after?.(row)}>
                <tr className="border-b border-slate-100 align-top" data-testid={rowTestId}>
                  {columns.map((column, i) =>
                    column.rowHeader ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                      <th key={i} scope="row" className={`${cellClass} font-medium ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
                      <td key={i} className={`${cellClass} ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              </RowGroup>
            );
          })}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </ScrollRegion>
  );
}

function RowGroup({ children, extra }: { children: ReactNode; extra: ReactNode }) {
  return (
    <>
      {children}
      {extra}
    </>
  );
}
