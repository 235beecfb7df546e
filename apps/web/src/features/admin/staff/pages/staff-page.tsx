import type { StaffMember } from '@staybook/contract/admin-staff';
import { useState } from 'react';
import { EmptyState, PageHeader, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { useStaff } from '../api/get-staff';
import { RemoveStaffDialog } from '../components/remove-staff-dialog';
import { EditStaffForm, InviteStaffForm } from '../components/staff-form';
import { StaffTable } from '../components/staff-table';

type Editing = { kind: 'none' } | { kind: 'invite' } | { kind: 'edit'; member: StaffMember };

/** Staff & access: who may use the console, with which role, for which properties (administrators only). */
export default function StaffPage() {
  const staff = useStaff();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const close = () => setEditing({ kind: 'none' });
  return (
    <>
      <PageHeader
        title="Staff & access"
        help="Invite people by mobile number, give each a role and the properties they work on. Changes apply at once."
        actions={
          editing.kind === 'none' && (
            <button type="button" className="btn-primary" onClick={() => setEditing({ kind: 'invite' })}>
              Invite staff
            </button>
          )
        }
      />
      <QueryState query={staff} loading="Loading staff">
        {(data) => (
          <div className="space-y-6">
            {editing.kind === 'invite' && (
              <Panel title="Invite a staff member">
                <InviteStaffForm properties={data.properties} onDone={close} />
              </Panel>
            )}
            {editing.kind === 'edit' && (
              <Panel title={`Access of ${editing.member.name}`}>
                <EditStaffForm
                  key={editing.member.id}
                  member={editing.member}
                  properties={data.properties}
                  onDone={close}
                />
              </Panel>
            )}
            <Panel>
              {data.members.length === 0 ? (
                <EmptyState>No one is on the staff list yet.</EmptyState>
              ) : (
                <StaffTable
                  members={data.members}
                  onEdit={(member) => setEditing({ kind: 'edit', member })}
                  onRemove={setRemoving}
                />
              )}
            </Panel>
          </div>
        )}
      </QueryState>
      <RemoveStaffDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
