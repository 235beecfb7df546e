import type { RoomingRowResult } from '@staybook/contract/groups';
import { parseCsv } from '@staybook/contract/rooming-list';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/console-api';
import { useImportRoomingList } from '../api/groups';

const HEADER = 'name,room type,arrival,departure,adults,children,phone,email';

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The list again with only its header and the rows that were not booked, for the desk to correct. */
export function rowsLeft(csv: string, results: readonly RoomingRowResult[]): string {
  const [header, ...rows] = parseCsv(csv);
  const failed = new Set(results.filter((r) => !r.ok).map((r) => r.line));
  const left = rows.filter((_, i) => failed.has(i + 1));
  if (!header || left.length === 0) return '';
  return [header, ...left].map((r) => r.map(quoted).join(',')).join('\n');
}

/**
 * The rooming list pasted or uploaded as CSV: each row booked on its own; the rows that were not stay in the box with
 * their messages below, so nothing of the list is lost.
 */
export function RoomingImport({ groupId }: { groupId: string }) {
  const id = useId();
  const [csv, setCsv] = useState('');
  const [results, setResults] = useState<RoomingRowResult[] | null>(null);
  const run = useImportRoomingList(groupId);
  const booked = results?.filter((r) => r.ok).length ?? 0;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate(csv, {
          onSuccess: ({ results: answered }) => {
            setResults(answered);
            setCsv(rowsLeft(csv, answered));
          },
        });
      }}
    >
      <p className="text-sm text-slate-700">
        First line: <code className="break-all">{HEADER}</code>. Blank dates take the allotment’s nights; blank adults
        are 2.
      </p>
      <div>
        <label className="label" htmlFor={`${id}-csv`}>
          Rooming list (CSV)
        </label>
        <textarea
          id={`${id}-csv`}
          className="input min-h-40 w-full font-mono text-sm"
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          placeholder={`${HEADER}\nAnita Naik,Deluxe Room,,,2,0,,`}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-file`}>
          Or upload a CSV file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="block text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) setCsv(await file.text());
          }}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={run.isPending || csv.trim() === ''}>
        {run.isPending ? 'Booking the rooms…' : 'Import the rooming list'}
      </button>
      <div role="status" className="text-sm">
        {run.isError && <p className="font-medium text-red-800">{errorMessage(run.error)}</p>}
        {results && (
          <div>
            <p className="font-medium text-slate-900">
              {booked} of {results.length} rooms booked.
              {booked < results.length && ' The rows not booked are left in the box to correct.'}
            </p>
            <ul className="mt-2 space-y-1">
              {results
                .filter((r) => !r.ok)
                .map((r) => (
                  <li key={r.line} className="text-red-800">
                    Row {r.line}
                    {r.guestName && ` (${r.guestName})`}: {r.message}
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
    </form>
  );
}
