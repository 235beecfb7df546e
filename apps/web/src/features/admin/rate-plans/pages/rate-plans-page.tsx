import { Link } from 'react-router';
import { EmptyState, ErrorNotice, Loading, PageHeader } from '../../components/console-ui';
import { PropertySelect, usePropertyChoice } from '../../components/property-choice';
import { usePropertyOptions } from '../api/get-property-options';
import { usePropertyRatePlans } from '../api/get-property-rate-plans';
import { PolicyList } from '../components/policy-list';
import { RoomTypePlans } from '../components/room-type-plans';
import { ratePlansPages } from '../logic/rate-plans-paths';

/** One property's cancellation policies and each room type's rate plans (the member's properties to choose from). */
export default function RatePlansPage() {
  const options = usePropertyOptions();
  const properties = options.data ?? [];
  const [property, chooseProperty] = usePropertyChoice(properties);
  const data = usePropertyRatePlans(property?.id ?? '');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Rate plans & policies"
        help="What guests are offered from now on: editing a plan or a policy never changes a booking already made (each booking keeps the plan and policy it was sold under)."
        actions={
          <Link className="btn-outline" to={ratePlansPages.bulk}>
            Brand-wide rate change
          </Link>
        }
      />
      {options.isPending && <Loading label="Loading properties" />}
      {options.error && <ErrorNotice error={options.error} onRetry={() => void options.refetch()} />}
      {options.data && properties.length === 0 && <EmptyState>No property to manage.</EmptyState>}
      {properties.length > 0 && (
        <PropertySelect properties={properties} value={property?.id ?? ''} onChange={chooseProperty} />
      )}
      {property && data.isPending && <Loading label="Loading rate plans" />}
      {data.error && <ErrorNotice error={data.error} onRetry={() => void data.refetch()} />}
      {data.data && (
        <>
          <PolicyList propertyId={data.data.propertyId} policies={data.data.policies} />
          {data.data.roomTypes.length === 0 && <EmptyState>This property has no room types yet.</EmptyState>}
          {data.data.roomTypes.map((r) => (
            <RoomTypePlans key={r.id} propertyId={data.data.propertyId} roomType={r} policies={data.data.policies} />
          ))}
        </>
      )}
    </div>
  );
}
