import { Badge } from '../../components/console-ui';

/** The status and actions of a promotion's or a coupon's row: on/off, Edit, and Turn off while it is on. */
export function OfferCells({
  name,
  isActive,
  onEdit,
  onTurnOff,
}: {
  name: string;
  isActive: boolean;
  onEdit: () => void;
  onTurnOff: () => void;
}) {
  return (
    <>
      <td className="py-2 pr-3">
        <Badge tone={isActive ? 'green' : 'slate'}>{isActive ? 'On' : 'Off'}</Badge>
      </td>
      <td className="flex gap-2 py-2">
        <button type="button" className="btn-outline" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
        {isActive && (
          <button type="button" className="btn-outline" onClick={onTurnOff} aria-label={`Turn off ${name}`}>
            Turn off
          </button>
        )}
      </td>
    </>
  );
}
