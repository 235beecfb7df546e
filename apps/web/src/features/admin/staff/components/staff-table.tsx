import { type StaffMember, staffRoleLabels } from '@staybook/contract/admin-staff';
import { formatInstant } from '@staybook/contract/format';
import { Badge } from '../../components/console-ui';
import { formatMobile, propertiesSummary } from '../logic/staff-view';

/** Everyone on the staff list, with what they may do; the actions are the page's. */
export function StaffTable({
  members,
  onEdit,
  onRemove,
}: {
  members: readonly StaffMember[];
  onEdit: (member: StaffMember) => void;
  onRemove: (member: StaffMember) => void;
}) {
  return (
    // relative: the screen-reader-only texts (absolutely placed) stay inside the scroller instead of widening the page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Staff members</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
            <th scope="col" className="py-2 pr-3">
              Mobile
            </th>
            <th scope="col" className="py-2 pr-3">
              Role
            </th>
            <th scope="col" className="py-2 pr-3">
              Properties
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-b border-slate-100 align-top" data-testid="staff-row">
              <td className="py-2 pr-3 font-medium text-slate-900">{m.name}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatMobile(m.phone)}</td>
              <td className="py-2 pr-3">{staffRoleLabels[m.role]}</td>
              <td className="py-2 pr-3">{propertiesSummary(m)}</td>
              <td className="py-2 pr-3">
                {m.state === 'active' ? (
                  <span title={m.lastSignInAt ? `Last sign-in ${formatInstant(m.lastSignInAt)}` : undefined}>
                    <Badge tone="green">Active</Badge>
                  </span>
                ) : (
                  <Badge tone="amber">Invited</Badge>
                )}
              </td>
              <td className="py-2 whitespace-nowrap">
                <button type="button" className="btn-outline mr-2 px-3 py-1" onClick={() => onEdit(m)}>
                  Edit <span className="sr-only">{m.name}</span>
                </button>
                <button type="button" className="btn-outline px-3 py-1" onClick={() => onRemove(m)}>
                  Remove <span className="sr-only">{m.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
