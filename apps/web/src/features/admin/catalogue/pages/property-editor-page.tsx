import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { Link } from 'react-router';
import { ErrorNotice, Loading, PageHeader } from '../../components/console-ui';
import { consolePaths } from '../../lib/console-paths';
import { PropertyContactsPanel } from '../../notifications/components/property-contacts-panel';
import { useProperty } from '../api/get-property';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { ExtrasPanels } from '../components/extras-panels';
import { PropertyDetailsPanel } from '../components/property-details-panel';
import { PropertyPhotosPanel } from '../components/property-photos-panel';
import { PropertyStatusBadge, PropertyStatusPanel } from '../components/property-status-panel';
import { RoomTypesPanel } from '../components/room-types-panel';
import { TranslatedListPanel } from '../components/translated-list-panel';
import { cataloguePaths } from '../logic/catalogue-paths';

/** /admin/catalogue/properties/:id — everything about one property. */
export default function PropertyEditorPage({ id }: { id: string }) {
  const property = useProperty(id);
  if (property.isPending) return <Loading label="Loading property" />;
  if (property.isError) return <ErrorNotice error={property.error} onRetry={() => void property.refetch()} />;
  return <Editor property={property.data} />;
}

function Editor({ property }: { property: AdminPropertyDetail }) {
  const live = property.status === 'active';
  return (
    <div>
      <PageHeader
        title={property.name}
        help={`${property.locality}, ${property.city} · ${property.slug}`}
        actions={
          <>
            <PropertyStatusBadge status={property.status} />
            {live && (
              <a href={`/property-details/${property.id}`} target="_blank" rel="noreferrer" className="btn-outline">
                View on the site
              </a>
            )}
            <Link to={cataloguePaths.list} className="btn-outline">
              All properties
            </Link>
          </>
        }
      />
      <CatalogueTabs />
      <div className="space-y-6">
        <PropertyStatusPanel property={property} />
        <PropertyDetailsPanel property={property} />
        <PropertyPhotosPanel property={property} />
        <RoomTypesPanel property={property} />
        <ExtrasPanels property={property} />
        <TranslatedListPanel
          propertyId={property.id}
          kind="rate_plan"
          list="plans"
          title="Rate plan names"
          editedAt={{ to: consolePaths.ratePlans, name: 'Rate plans' }}
        />
        <TranslatedListPanel
          propertyId={property.id}
          kind="room_amenity"
          list="room_amenities"
          title="Room amenities"
          editedAt={{ name: 'each room type (Room types, above)' }}
        />
        <TranslatedListPanel
          propertyId={property.id}
          kind="room_policy"
          list="room_policies"
          title="Room policies"
          editedAt={{ name: 'each room type (Room types, above)' }}
        />
        <PropertyContactsPanel propertyId={property.id} />
      </div>
    </div>
  );
}
