import { Link } from 'react-router';
import { useCan } from '../../access/api/get-my-access';
import { consolePaths } from '../../lib/console-paths';
import { useFormCList } from '../api/form-c';

/**
 * The day view's line about Form C (issue 44): how many of the property's foreign guests are overdue or due, linked to
 * the Form C page, for the roles that may see identity documents. Says nothing for others, or before a property is
 * chosen beyond the link.
 */
export function FormCDayNotice({ propertyId }: { propertyId: string }) {
  const mayReport = useCan('kyc.view');
  const list = useFormCList(mayReport ? propertyId : '');
  if (!mayReport) return null;
  const to = propertyId ? `${consolePaths.formC}?property=${encodeURIComponent(propertyId)}` : consolePaths.formC;
  const items = list.data?.items ?? [];
  const overdue = items.filter((i) => i.state === 'overdue').length;
  const due = items.filter((i) => i.state === 'due').length;
  const counted = propertyId && list.data;
  return (
    <p
      className={`mb-4 rounded-lg p-3 text-sm ${overdue > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-100 text-slate-800'}`}
      data-testid="form-c-day"
    >
      Form C for foreign guests
      {counted && (overdue + due === 0 ? ': nothing due' : `: ${overdue} overdue, ${due} due`)} ·{' '}
      <Link className="font-semibold whitespace-nowrap underline" to={to}>
        Open Form C
      </Link>
    </p>
  );
}
