import { useState } from 'react';
import { Link } from 'react-router';
import { formatInr } from '../../../../lib/format';
import { EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion, Th } from '../../components/list-kit';
import { errorMessage } from '../../lib/console-api';
import { useDeactivateCoupon } from '../api/deactivate-coupon';
import { useDeactivatePromotion } from '../api/deactivate-promotion';
import { useCoupons } from '../api/get-coupons';
import { usePromotions } from '../api/get-promotions';
import { usePropertyOptions } from '../api/get-property-options';
import { useSavePromotion } from '../api/save-promotion';
import { CouponForm } from '../components/coupon-form';
import { OfferCells } from '../components/offer-cells';
import { PromotionForm } from '../components/promotion-form';
import { PromotionsTable } from '../components/promotions-table';
import { promotionsPages } from '../logic/promotions-paths';

type Editing = { what: 'promotion' | 'coupon'; id: string | null } | null;

/** Promotions the pricing applies and the coupons guests type at review (brand-wide management). */
export default function PromotionsPage() {
  const promotions = usePromotions();
  const coupons = useCoupons();
  const properties = usePropertyOptions();
  const endPromotion = useDeactivatePromotion();
  const endCoupon = useDeactivateCoupon();
  const save = useSavePromotion();
  const [editing, setEditing] = useState<Editing>(null);
  const options = (properties.data ?? []).map((p) => [p.id, `${p.name} (${p.city})`] as const);
  const promotion = editing?.what === 'promotion' ? promotions.data?.find((p) => p.id === editing.id) : undefined;
  const coupon = editing?.what === 'coupon' ? coupons.data?.find((c) => c.id === editing.id) : undefined;
  const failure = endPromotion.error ?? endCoupon.error;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Promotions"
        help="Applied by the pricing itself, GST on the price after them. Per room, the best promotion, then one coupon."
        actions={
          <>
            <Link className="btn-outline" to={promotionsPages.property}>
              By property
            </Link>
            <button type="button" className="btn-primary" onClick={() => setEditing({ what: 'promotion', id: null })}>
              New promotion
            </button>
            <button type="button" className="btn-outline" onClick={() => setEditing({ what: 'coupon', id: null })}>
              New coupon
            </button>
          </>
        }
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(failure)}
        </p>
      )}
      {editing && (
        <Panel title={editing.id ? 'Edit' : editing.what === 'promotion' ? 'New promotion' : 'New coupon'}>
          {editing.what === 'promotion' ? (
            <PromotionForm
              key={editing.id ?? 'new'}
              promotion={promotion ?? null}
              properties={options}
              saving={save.isPending}
              error={save.error}
              onSave={(input, onError) =>
                save.mutate({ id: editing.id, input }, { onSuccess: () => setEditing(null), onError })
              }
              onDone={() => {
                save.reset();
                setEditing(null);
              }}
            />
          ) : (
            <CouponForm
              key={editing.id ?? 'new'}
              coupon={coupon ?? null}
              properties={options}
              onDone={() => setEditing(null)}
            />
          )}
        </Panel>
      )}

      <Panel title="Promotions">
        {promotions.isPending && <Loading label="Loading promotions" />}
        {promotions.isError && <ErrorNotice error={promotions.error} onRetry={() => void promotions.refetch()} />}
        {promotions.data?.length === 0 && <EmptyState>No promotions yet.</EmptyState>}
        {promotions.data && promotions.data.length > 0 && (
          <PromotionsTable
            label="Promotions"
            promotions={promotions.data}
            whose={{ title: 'Property', of: (p) => p.propertyName ?? 'Every property' }}
            canChange={() => true}
            onEdit={(p) => setEditing({ what: 'promotion', id: p.id })}
            onTurnOff={(p) => endPromotion.mutate(p.id)}
          />
        )}
      </Panel>

      <Panel title="Coupons">
        {coupons.isPending && <Loading label="Loading coupons" />}
        {coupons.isError && <ErrorNotice error={coupons.error} onRetry={() => void coupons.refetch()} />}
        {coupons.data?.length === 0 && <EmptyState>No coupons yet.</EmptyState>}
        {coupons.data && coupons.data.length > 0 && (
          <ScrollRegion label="Coupons">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <Th>Code</Th>
                  <Th>Discount</Th>
                  <Th>Property</Th>
                  <Th>Used</Th>
                  <Th>Status</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {coupons.data.map((c) => (
                  <tr key={c.id} className="border-t border-slate-100">
                    <td className="py-2 pr-3 font-medium">{c.code}</td>
                    <td className="py-2 pr-3">
                      {c.discountKind === 'percent' ? `${c.discountValue}%` : formatInr(c.discountValue)} off
                      {c.minNights ? `, ${c.minNights}+ nights` : ''}
                    </td>
                    <td className="py-2 pr-3">{c.propertyName ?? 'Every property'}</td>
                    <td className="py-2 pr-3">
                      {c.usedCount}
                      {c.totalLimit ? ` of ${c.totalLimit}` : ''}
                    </td>
                    <OfferCells
                      name={c.code}
                      isActive={c.isActive}
                      onEdit={() => setEditing({ what: 'coupon', id: c.id })}
                      onTurnOff={() => endCoupon.mutate(c.id)}
                    />
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Panel>
    </div>
  );
}
