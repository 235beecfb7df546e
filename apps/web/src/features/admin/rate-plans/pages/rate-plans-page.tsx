import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorNotice, Loading, PageHeader } from '../../components/console-ui';
import { usePropertyOptions } from '../api/get-property-options';
import { usePropertyRatePlans } from '../api/get-property-rate-plans';
import { PolicyList } from '../components/policy-list';
import { RoomTypePlans } from '../components/room-type-plans';
import { ratePlansPages } from '../logic/rate-plans-paths';

/** One property's cancellation policies and each room type's rate plans (the member's properties to choose from). */
export default function RatePlansPage() {
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const options = usePropertyOptions();
  const properties = options.data ?? [];
  const propertyId = params.get('property') ?? '';
  const property = properties.find((p) => p.id === propertyId);
  // The first property opens by itself (a member of one property has nothing to choose).
  useEffect(() => {
    if (!property && properties[0]) setParams({ property: properties[0].id }, { replace: true });
  }, [property, properties, setParams]);
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
        <div className="max-w-md">
          <label className="label" htmlFor={pickerId}>
            Property
          </label>
          <select
            id={pickerId}
            className="input"
            value={property?.id ?? ''}
            onChange={(e) => setParams({ property: e.target.value })}
          >
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.city}
                {p.archived ? ' (archived)' : ''}
              </option>
            ))}
          </select>
        </div>
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
