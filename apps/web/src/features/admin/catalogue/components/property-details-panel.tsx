import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { toast } from '../../../../components/ui/toast';
import { Panel } from '../../components/console-ui';
import { useUpdateProperty } from '../api/update-property';
import { propertyDraftOf } from '../logic/property-form';
import { PropertyForm } from './property-form';

export function PropertyDetailsPanel({ property }: { property: AdminPropertyDetail }) {
  const save = useUpdateProperty(property.id);
  return (
    <Panel title="Details">
      <PropertyForm
        key={property.id}
        initial={propertyDraftOf(property)}
        heading="Property details"
        submitLabel="Save details"
        saving={save.isPending}
        error={save.error}
        onSave={(input) => save.mutate(input, { onSuccess: () => toast.success('Property details saved.') })}
      />
    </Panel>
  );
}
