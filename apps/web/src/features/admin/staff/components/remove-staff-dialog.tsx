import type { StaffMember } from '@staybook/contract/admin-staff';
import { SaveError } from '../../../../components/form/form-kit';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useRemoveStaff } from '../api/remove-staff';

/** Asks before taking someone off the staff list: their console sessions end at once. */
export function RemoveStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const remove = useRemoveStaff();
  return (
    <Modal open={member !== null} onClose={onClose} title="Remove from staff">
      {member && (
        <div className="space-y-4">
          <p className="text-slate-700">
            {member.name} will no longer be able to use the console. If they are signed in, they are signed out at once.
            Their past changes stay in the audit log.
          </p>
          <SaveError error={remove.error} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary bg-red-700 hover:bg-red-800"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(member.id, {
                  onSuccess: () => {
                    toast.success(`${member.name} is no longer on the staff list.`);
                    onClose();
                  },
                })
              }
            >
              {remove.isPending ? 'Removing…' : `Remove ${member.name}`}
            </button>
            <button type="button" className="btn-outline" onClick={onClose}>
              Keep
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
