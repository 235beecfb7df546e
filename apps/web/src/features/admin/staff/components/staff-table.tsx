import { type StaffMember, staffRoleLabels } from '@staybook/contract/admin-staff';
import { formatInstant } from '@staybook/contract/format';
import { Badge } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { formatMobile, propertiesSummary } from '../logic/staff-view';

interface StaffActions {
  onEdit: (member: StaffMember) => void;
  onRemove: (member: StaffMember) => void;
}

const staffColumns = ({ onEdit, onRemove }: StaffActions): Column<StaffMember>[] => [
  { header: 'Name', rowHeader: true, className: 'text-slate-900', cell: (m) => m.name },
  { header: 'Mobile', className: 'whitespace-nowrap', cell: (m) => formatMobile(m.phone) },
  { header: 'Role', cell: (m) => staffRoleLabels[m.role] },
  { header: 'Properties', cell: (m) => propertiesSummary(m) },
  {
    header: 'Status',
    cell: (m) =>
      m.state === 'active' ? (
        <span title={m.lastSignInAt ? `Last sign-in ${formatInstant(m.lastSignInAt)}` : undefined}>
          <Badge tone="green">Active</Badge>
        </span>
      ) : (
        <Badge tone="amber">Invited</Badge>
      ),
  },
  {
    header: <span className="sr-only">Actions</span>,
    className: 'whitespace-nowrap',
    cell: (m) => (
      <>
        <button type="button" className="btn-outline mr-2 px-3 py-1" onClick={() => onEdit(m)}>
          Edit <span className="sr-only">{m.name}</span>
        </button>
        <button type="button" className="btn-outline px-3 py-1" onClick={() => onRemove(m)}>
          Remove <span className="sr-only">{m.name}</span>
        </button>
      </>
    ),
  },
];

/** Everyone on the staff list, with what they may do; the actions are the page's. */
export function StaffTable({ members, ...actions }: StaffActions & { members: readonly StaffMember[] }) {
  return (
    <DataTable
      label="Staff table"
      caption="Staff members"
      minWidth="min-w-[40rem]"
      columns={staffColumns(actions)}
      rows={members}
      rowKey={(m) => m.id}
      rowTestId="staff-row"
    />
  );
}
