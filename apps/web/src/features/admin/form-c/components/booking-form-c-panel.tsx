import type { FormCGuest } from '@staybook/contract/form-c';
import { useState } from 'react';
import { Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useBookingFormC, useRemoveFormCGuest } from '../api/form-c';
import { guestValues, newGuestValues } from '../logic/form-c-form';
import { FormCGuestForm } from './form-c-guest-form';
import { FormCStateText } from './form-c-state';
import { MarkSubmittedForm } from './mark-submitted-form';

type Editing = { kind: 'new' } | { kind: 'edit'; guest: FormCGuest } | { kind: 'submit'; guest: FormCGuest } | null;

const nameOf = (g: FormCGuest) => `${g.details.givenName} ${g.details.surname}`;

/**
 * "Foreign guests (Form C)" on the desk's booking (issue 44): each foreign guest's passport and visa, recorded at or
 * after check-in, with Form C's state (due 24 hours after arrival, overdue, submitted with the FRRO reference). The
 * details are the guest's personal data: shown to the roles that may see identity documents, sealed on the server.
 */
export function BookingFormCPanel({ bookingId }: { bookingId: string }) {
  const query = useBookingFormC(bookingId);
  const remove = useRemoveFormCGuest(bookingId);
  const [editing, setEditing] = useState<Editing>(null);
  const [said, setSaid] = useState('');
  const done = (message: string) => {
    setEditing(null);
    setSaid(message);
  };
  const now = Math.floor(Date.now() / 1000);
  return (
    <Panel title="Foreign guests (Form C)" className="mt-6">
      <p className="mb-3 text-sm text-slate-700">
        Each guest on a foreign passport (OCI cardholders too) is reported to the FRRO within 24 hours of arrival.
      </p>
      <p role="status" className="mb-2 min-h-5 text-sm font-medium text-slate-900">
        {said}
      </p>
      <QueryState query={query} loading="Loading the foreign guests">
        {(data) => (
          <div>
            {data.guests.length === 0 ? (
              <p className="text-sm text-slate-600">No foreign guest recorded on this booking.</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="Foreign guests">
                {data.guests.map((g) => (
                  <li key={g.id} className="py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div>
                        <p className="font-semibold text-slate-900">{nameOf(g)}</p>
                        <p className="text-sm text-slate-700">
                          {g.details.nationality} · Passport {g.details.passportNumber} · {g.details.visaType} visa{' '}
                          {g.details.visaNumber}
                        </p>
                        <FormCStateText {...g} now={now} />
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className="btn-outline"
                          aria-label={`Edit Form C of ${nameOf(g)}`}
                          onClick={() => setEditing({ kind: 'edit', guest: g })}
                        >
                          Edit
                        </button>
                        {g.state !== 'submitted' && (
                          <button
                            type="button"
                            className="btn-outline"
                            aria-label={`Mark Form C of ${nameOf(g)} submitted`}
                            onClick={() => setEditing({ kind: 'submit', guest: g })}
                          >
                            Mark submitted
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn-outline"
                          aria-label={`Remove ${nameOf(g)} from Form C`}
                          disabled={remove.isPending}
                          onClick={() => {
                            if (!window.confirm(`Remove ${nameOf(g)}? Their Form C details are deleted.`)) return;
                            remove.mutate(g.id, {
                              onSuccess: () => done(`${nameOf(g)} removed; their details were deleted.`),
                              onError: (e) => setSaid(`${nameOf(g)} was not removed: ${errorMessage(e)}`),
                            });
                          }}
                        >
                          Remove
                        </button>
                      </div>
                    </div>
                    {editing?.kind === 'submit' && editing.guest.id === g.id && (
                      <MarkSubmittedForm
                        bookingId={bookingId}
                        guestId={g.id}
                        guestName={nameOf(g)}
                        onDone={done}
                        onCancel={() => setEditing(null)}
                      />
                    )}
                    {editing?.kind === 'edit' && editing.guest.id === g.id && (
                      <FormCGuestForm
                        bookingId={bookingId}
                        guest={g}
                        initial={guestValues(g.details)}
                        onDone={done}
                        onCancel={() => setEditing(null)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
            {editing?.kind === 'new' ? (
              <FormCGuestForm
                bookingId={bookingId}
                guest={null}
                initial={newGuestValues(data.checkedInAt, data.checkOut)}
                onDone={done}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <button type="button" className="btn-outline mt-3" onClick={() => setEditing({ kind: 'new' })}>
                Add a foreign guest
              </button>
            )}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
