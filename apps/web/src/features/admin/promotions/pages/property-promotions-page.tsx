import { promotionKindLabels } from '@staybook/contract/promotions';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion, Th } from '../../components/list-kit';
import { errorMessage } from '../../lib/console-api';
import { useCreatePropertyPromotion } from '../api/create-property-promotion';
import { useDeactivatePropertyPromotion } from '../api/deactivate-property-promotion';
import { usePropertyOptions } from '../api/get-property-options';
import { usePropertyPromotions } from '../api/get-property-promotions';
import { useUpdatePropertyPromotion } from '../api/update-property-promotion';
import { OfferCells } from '../components/offer-cells';
import { PromotionForm } from '../components/promotion-form';
import { describePromotion } from '../logic/promotion-forms';
import { promotionsPages } from '../logic/promotions-paths';

/**
 * One property's promotions, for the people who run its rates: its own promotions to add, edit and turn off, and the
 * brand's, shown read only, so they see every saving their guests may get.
 */
export default function PropertyPromotionsPage({ canManageBrand }: { canManageBrand: boolean }) {
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const options = usePropertyOptions();
  const properties = options.data ?? [];
  const property = properties.find((p) => p.id === params.get('property'));
  // The first property opens by itself (a member of one property has nothing to choose).
  useEffect(() => {
    if (!property && properties[0]) setParams({ property: properties[0].id }, { replace: true });
  }, [property, properties, setParams]);
  const propertyId = property?.id ?? '';
  const promotions = usePropertyPromotions(propertyId);
  const create = useCreatePropertyPromotion(propertyId);
  const update = useUpdatePropertyPromotion(propertyId);
  const turnOff = useDeactivatePropertyPromotion(propertyId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const save = editing === 'new' ? create : update;
  const editedPromotion = promotions.data?.find((p) => p.id === editing) ?? null;
  const close = () => {
    create.reset();
    update.reset();
    setEditing(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={property ? `Promotions · ${property.name}` : 'Promotions'}
        help="Applied by the pricing itself, GST on the price after them. Per room, the best promotion, then one coupon."
        actions={
          <>
            {canManageBrand && (
              <Link className="btn-outline" to={promotionsPages.root}>
                Every promotion and coupon
              </Link>
            )}
            {property && (
              <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
                New promotion
              </button>
            )}
          </>
        }
      />
      {options.isPending && <Loading label="Loading properties" />}
      {options.error && <ErrorNotice error={options.error} onRetry={() => void options.refetch()} />}
      {options.data && properties.length === 0 && <EmptyState>No property to manage.</EmptyState>}
      {properties.length > 1 && (
        <div className="max-w-md">
          <label className="label" htmlFor={pickerId}>
            Property
          </label>
          <select
            id={pickerId}
            className="input"
            value={propertyId}
            onChange={(e) => {
              close();
              setParams({ property: e.target.value });
            }}
          >
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.city}
              </option>
            ))}
          </select>
        </div>
      )}
      {turnOff.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(turnOff.error)}
        </p>
      )}
      {editing && property && (
        <Panel title={editing === 'new' ? `New promotion for ${property.name}` : 'Edit'}>
          <PromotionForm
            key={editing}
            promotion={editedPromotion}
            properties={null}
            saving={save.isPending}
            error={save.error}
            onSave={(input, onError) =>
              editing === 'new'
                ? create.mutate({ propertyId, input }, { onSuccess: close, onError })
                : update.mutate({ propertyId, promotionId: editing, input }, { onSuccess: close, onError })
            }
            onDone={close}
          />
        </Panel>
      )}
      {property && (
        <Panel title="Promotions guests of this property get">
          {promotions.isPending && <Loading label="Loading promotions" />}
          {promotions.isError && <ErrorNotice error={promotions.error} onRetry={() => void promotions.refetch()} />}
          {promotions.data?.length === 0 && <EmptyState>No promotions yet.</EmptyState>}
          {promotions.data && promotions.data.length > 0 && (
            <ScrollRegion label="Promotions of this property">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <Th>Name</Th>
                    <Th>Kind</Th>
                    <Th>Gives</Th>
                    <Th>Set by</Th>
                    <Th>Status</Th>
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {promotions.data.map((p) => (
                    <tr key={p.id} className="border-t border-slate-100">
                      <td className="py-2 pr-3 font-medium">{p.name}</td>
                      <td className="py-2 pr-3">{promotionKindLabels[p.kind]}</td>
                      <td className="py-2 pr-3">{describePromotion(p)}</td>
                      <td className="py-2 pr-3">{p.propertyId ? 'This property' : 'The brand (every property)'}</td>
                      {p.propertyId ? (
                        <OfferCells
                          name={p.name}
                          isActive={p.isActive}
                          onEdit={() => setEditing(p.id)}
                          onTurnOff={() => turnOff.mutate({ propertyId, promotionId: p.id })}
                        />
                      ) : (
                        <>
                          <td className="py-2 pr-3">
                            <Badge tone={p.isActive ? 'green' : 'slate'}>{p.isActive ? 'On' : 'Off'}</Badge>
                          </td>
                          <td className="py-2 text-slate-600">Read only</td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </Panel>
      )}
    </div>
  );
}
