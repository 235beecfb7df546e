import {
  inviteStaffSchema,
  type StaffMember,
  type StaffRole,
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoleValues,
  updateStaffSchema,
} from '@staybook/contract/admin-staff';
import { useWatch } from 'react-hook-form';
import {
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { useInviteStaff } from '../api/invite-staff';
import { useUpdateStaff } from '../api/update-staff';
import { PropertyPicker } from './property-picker';

interface PropertyRef {
  id: string;
  name: string;
}

const roleOptions = staffRoleValues.map((r) => [r, staffRoleLabels[r]] as const);

function RoleHint() {
  const role = useWatch({ name: 'role' }) as StaffRole;
  return <p className="-mt-2 text-xs text-slate-600">{staffRoleDescriptions[role]}</p>;
}

function Buttons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving…' : submit}
      </button>
      <button type="button" className="btn-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Invites a person: the number they sign in with, a role and their properties. They are told by SMS. */
export function InviteStaffForm({ properties, onDone }: { properties: readonly PropertyRef[]; onDone: () => void }) {
  const form = useSchemaForm(inviteStaffSchema, {
    phone: '',
    name: '',
    role: 'front_desk',
    allProperties: false,
    propertyIds: [],
  });
  const invite = useInviteStaff();
  return (
    <SchemaForm
      form={form}
      label="Invite a staff member"
      className="space-y-4"
      onSubmit={(values) =>
        invite.mutate(values, {
          onSuccess: (member) => {
            toast.success(`${member.name} is invited. They will get an SMS to sign in at /admin.`);
            onDone();
          },
          onError: (error) => showServerErrors(form, error),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="phone" label="Mobile number" type="tel" hint="The number they will sign in with." />
        <TextField name="name" label="Name" maxLength={80} />
      </div>
      <SelectField name="role" label="Role" options={roleOptions} />
      <RoleHint />
      <PropertyPicker properties={properties} />
      <SaveError error={invite.error} />
      <Buttons busy={invite.isPending} submit="Send invitation" onCancel={onDone} />
    </SchemaForm>
  );
}

/** Changes a member's name, role or properties; it takes effect on their next console action. */
export function EditStaffForm({
  member,
  properties,
  onDone,
}: {
  member: StaffMember;
  properties: readonly PropertyRef[];
  onDone: () => void;
}) {
  const form = useSchemaForm(updateStaffSchema, {
    name: member.name,
    role: member.role,
    allProperties: member.allProperties,
    propertyIds: member.properties.map((p) => p.id),
  });
  const update = useUpdateStaff(member.id);
  return (
    <SchemaForm
      form={form}
      label={`Change access of ${member.name}`}
      className="space-y-4"
      onSubmit={(values) =>
        update.mutate(values, {
          onSuccess: (saved) => {
            toast.success(`${saved.name}’s access is changed.`);
            onDone();
          },
          onError: (error) => showServerErrors(form, error),
        })
      }
    >
      <TextField name="name" label="Name" maxLength={80} />
      <SelectField name="role" label="Role" options={roleOptions} />
      <RoleHint />
      <PropertyPicker properties={properties} />
      <SaveError error={update.error} />
      <Buttons busy={update.isPending} submit="Save access" onCancel={onDone} />
    </SchemaForm>
  );
}
