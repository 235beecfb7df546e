import { useNavigate } from 'react-router';
import { toast } from '../../../../components/ui/toast';
import { PageHeader, Panel } from '../../components/console-ui';
import { useCreateProperty } from '../api/create-property';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { PropertyForm } from '../components/property-form';
import { cataloguePaths } from '../logic/catalogue-paths';
import { emptyPropertyDraft } from '../logic/property-form';

/** /admin/catalogue/properties/new */
export default function NewPropertyPage() {
  const navigate = useNavigate();
  const create = useCreateProperty();
  return (
    <div>
      <PageHeader
        title="New property"
        help="Guests see it as soon as it has a room type (rooms open for sale at once)."
      />
      <CatalogueTabs />
      <Panel>
        <PropertyForm
          initial={emptyPropertyDraft}
          heading="New property"
          submitLabel="Create property"
          saving={create.isPending}
          error={create.error}
          onSave={(input) =>
            create.mutate(input, {
              onSuccess: (property) => {
                toast.success(
                  `Property "${property.name}" created as a draft. Complete its checklist, then publish it.`,
                );
                navigate(cataloguePaths.property(property.id));
              },
            })
          }
          onCancel={() => navigate(cataloguePaths.list)}
        />
      </Panel>
    </div>
  );
}
