import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { useCan } from '../../access/api/get-my-access';
import { Badge, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { refreshProperty } from '../api/keys';
import { usePublishProperty } from '../api/publish-property';
import { useSetPropertyArchived } from '../api/set-property-archived';

/** A property's status as a badge: Draft, Active or Archived. */
export function PropertyStatusBadge({ status }: { status: string }) {
  if (status === 'active') return <Badge tone="green">Active</Badge>;
  if (status === 'draft') return <Badge tone="blue">Draft</Badge>;
  return <Badge tone="amber">Archived</Badge>;
}

/**
 * Draft, active or archived. A draft shows its checklist (a photo, a room type with a rate plan, policies, a contact:
 * the server's) and is published only when every item is done; archiving asks first, since guests lose the property
 * at once. Publishing, archiving and restoring are brand-wide (`catalogue.brand`): others only read the status.
 */
export function PropertyStatusPanel({ property }: { property: AdminPropertyDetail }) {
  const brand = useCan('catalogue.brand');
  const [confirming, setConfirming] = useState(false);
  const draft = property.status === 'draft';
  const archived = property.status === 'archived';
  const setArchived = useSetPropertyArchived(property.id);
  const publish = usePublishProperty(property.id);
  const checklist = property.checklist ?? [];
  // The contacts are edited in their own panel (notifications): when they are read again, so is the checklist.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!draft) return;
    return queryClient.getQueryCache().subscribe((event) => {
      const [root, area, list, id] = event.query.queryKey as unknown[];
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        root === 'console' &&
        area === 'notifications' &&
        list === 'contacts' &&
        id === property.id
      )
        void refreshProperty(queryClient, property.id);
    });
  }, [draft, property.id, queryClient]);
  const complete = checklist.length > 0 && checklist.every((i) => i.done);
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
  const doPublish = () =>
    publish.mutate(undefined, {
      onSuccess: (next) => toast.success(`"${next.name}" is published: guests can find and book it.`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Panel title="Status">
      <p className="text-sm text-slate-700">
        {draft
          ? 'Draft: not on the guest site and not bookable. Complete the checklist, then publish it.'
          : archived
            ? 'Archived: hidden from the guest site (lists, search and its page). Existing bookings are kept.'
            : 'Active: guests can find and book this property.'}
      </p>
      {draft && (
        <>
          <ul className="mt-3 space-y-1 text-sm" aria-label="Checklist before publishing">
            {checklist.map((item) => (
              <li key={item.key} className={item.done ? 'text-emerald-800' : 'text-slate-700'}>
                <span aria-hidden="true">{item.done ? '✓ ' : '○ '}</span>
                {item.label}
                <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
              </li>
            ))}
          </ul>
          {brand && (
            <button
              type="button"
              className="btn-primary mt-3"
              onClick={doPublish}
              disabled={!complete || publish.isPending}
            >
              Publish
            </button>
          )}
          {brand && !complete && (
            <p className="mt-1 text-xs text-slate-600">Publish opens once every item above is done.</p>
          )}
        </>
      )}
      {!brand || draft ? null : confirming ? (
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
