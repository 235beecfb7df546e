import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { PropertySelect, usePropertyChoice } from '../../components/property-choice';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useCreatePropertyPromotion } from '../api/create-property-promotion';
import { useDeactivatePropertyPromotion } from '../api/deactivate-property-promotion';
import { usePropertyOptions } from '../api/get-property-options';
import { usePropertyPromotions } from '../api/get-property-promotions';
import { useUpdatePropertyPromotion } from '../api/update-property-promotion';
import { PromotionForm } from '../components/promotion-form';
import { PromotionsTable } from '../components/promotions-table';
import { promotionsPages } from '../logic/promotions-paths';

/**
 * One property's promotions, for the people who run its rates: its own promotions to add, edit and turn off, and the
 * brand's, shown read only, so they see every saving their guests may get.
 */
export default function PropertyPromotionsPage({ canManageBrand }: { canManageBrand: boolean }) {
  const options = usePropertyOptions();
  const properties = options.data ?? [];
  const [property, chooseProperty] = usePropertyChoice(properties);
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
        <PropertySelect
          properties={properties}
          value={propertyId}
          onChange={(id) => {
            close();
            chooseProperty(id);
          }}
        />
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
          <QueryState
            query={promotions}
            loading="Loading promotions"
            isEmpty={(list) => list.length === 0}
            empty="No promotions yet."
          >
            {(list) => (
              <PromotionsTable
                label="Promotions of this property"
                promotions={list}
                whose={{ title: 'Set by', of: (p) => (p.propertyId ? 'This property' : 'The brand (every property)') }}
                canChange={(p) => p.propertyId !== null}
                onEdit={(p) => setEditing(p.id)}
                onTurnOff={(p) => turnOff.mutate({ propertyId, promotionId: p.id })}
              />
            )}
          </QueryState>
        </Panel>
      )}
    </div>
  );
}
