import { Badge } from '../../components/console-ui';
import type { Column } from '../../components/data-table';

interface OfferColumnsOptions<Row> {
  name: (row: Row) => string;
  isActive: (row: Row) => boolean;
  /** Whether this page may change the row (a property's page reads the brand's promotions only). */
  canChange?: (row: Row) => boolean;
  onEdit: (row: Row) => void;
  onTurnOff: (row: Row) => void;
}

/** The last two columns of a promotion's or a coupon's row: on/off, then Edit and Turn off while it is on. */
export function offerColumns<Row>({
  name,
  isActive,
  canChange = () => true,
  onEdit,
  onTurnOff,
}: OfferColumnsOptions<Row>): Column<Row>[] {
  return [
    {
      header: 'Status',
      cell: (row) => <Badge tone={isActive(row) ? 'green' : 'slate'}>{isActive(row) ? 'On' : 'Off'}</Badge>,
    },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (row) =>
        canChange(row) ? (
          <div className="flex gap-2">
            <button type="button" className="btn-outline" onClick={() => onEdit(row)} aria-label={`Edit ${name(row)}`}>
              Edit
            </button>
            {isActive(row) && (
              <button
                type="button"
                className="btn-outline"
                onClick={() => onTurnOff(row)}
                aria-label={`Turn off ${name(row)}`}
              >
                Turn off
              </button>
            )}
          </div>
        ) : (
          <span className="text-slate-600">Read only</span>
        ),
    },
  ];
}
