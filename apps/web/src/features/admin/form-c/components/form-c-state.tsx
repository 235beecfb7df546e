import { type FormCState, formCTimeText } from '@staybook/contract/form-c';
import { formatInstant } from '@staybook/contract/format';
import { Badge } from '../../components/console-ui';

/** A guest's Form C state in words: "Overdue by 2 h", "Due in 5 h 20 min", "Submitted 30 Nov 2026, 10:42 · GOA-1". */
export function FormCStateText({
  state,
  dueAt,
  submittedAt,
  frroReference,
  now,
}: {
  state: FormCState;
  dueAt: number;
  submittedAt: number | null;
  frroReference: string | null;
  now: number;
}) {
  if (state === 'submitted')
    return (
      <span>
        <Badge tone="green">Submitted</Badge>{' '}
        <span className="text-sm text-slate-700">
          {submittedAt !== null && formatInstant(submittedAt)} · {frroReference}
        </span>
      </span>
    );
  return (
    <span>
      <Badge tone={state === 'overdue' ? 'red' : 'amber'}>{state === 'overdue' ? 'Overdue' : 'Due'}</Badge>{' '}
      <span className="text-sm text-slate-800">{formCTimeText(dueAt, now)}</span>
    </span>
  );
}
