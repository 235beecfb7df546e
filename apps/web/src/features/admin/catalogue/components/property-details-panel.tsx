import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useSearchParams } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { Panel } from '../../components/console-ui';
import { useUpdateProperty } from '../api/update-property';
import { propertyDraftOf } from '../logic/property-form';
import { ContentLanguageTabs } from './content-language-tabs';
import { PropertyForm } from './property-form';

export function PropertyDetailsPanel({ property }: { property: AdminPropertyDetail }) {
  const save = useUpdateProperty(property.id);
  const [search] = useSearchParams();
  // `?lang=hi` (the "Translations missing" list's link) opens the property's Hindi tab; `&room=` a room type's.
  const initial = search.get('room') ? null : search.get('lang');
  return (
    <Panel title="Details">
      <ContentLanguageTabs
        subject={{ propertyId: property.id, kind: 'property', id: property.id, name: property.name }}
        initial={initial}
      >
        <PropertyForm
          key={property.id}
          initial={propertyDraftOf(property)}
          heading="Property details"
          submitLabel="Save details"
          saving={save.isPending}
          error={save.error}
          onSave={(input) => save.mutate(input, { onSuccess: () => toast.success('Property details saved.') })}
        />
      </ContentLanguageTabs>
    </Panel>
  );
}
