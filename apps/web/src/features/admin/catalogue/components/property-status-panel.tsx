import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useCan } from '../../access/api/get-my-access';
import { Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { useSetPropertyArchived } from '../api/set-property-archived';

/**
 * Active or archived; archiving asks first, since guests lose the property at once. Archiving and restoring are
 * brand-wide (`catalogue.brand`): others only read the status.
 */
export function PropertyStatusPanel({ property }: { property: AdminPropertyDetail }) {
  const brand = useCan('catalogue.brand');
  const [confirming, setConfirming] = useState(false);
  const archived = property.status !== 'active';
  const setArchived = useSetPropertyArchived(property.id);
  const change = () =>
    setArchived.mutate(!archived, {
      onSuccess: (next) => {
        setConfirming(false);
        toast.success(
          next.status === 'active'
            ? `"${next.name}" is back on the site.`
            : `"${next.name}" is archived: guests no longer see it.`,
        );
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Panel title="Status">
      <p className="text-sm text-slate-700">
        {archived
          ? 'Archived: hidden from the guest site (lists, search and its page). Existing bookings are kept.'
          : 'Active: guests can find and book this property.'}
      </p>
      {!brand ? null : confirming ? (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          <p>Archive "{property.name}"? Guests will no longer see or book it. Existing bookings are not cancelled.</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="btn-primary" onClick={change} disabled={setArchived.isPending}>
              Yes, archive it
            </button>
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
              Keep it active
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn-outline mt-3"
          onClick={() => (archived ? change() : setConfirming(true))}
          disabled={setArchived.isPending}
        >
          {archived ? 'Restore property' : 'Archive property'}
        </button>
      )}
    </Panel>
  );
}
