import type { AdminCoupon } from '@staybook/contract/promotions';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatInr } from '../../../../lib/format';
import { PageHeader, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useDeactivateCoupon } from '../api/deactivate-coupon';
import { useDeactivatePromotion } from '../api/deactivate-promotion';
import { useCoupons } from '../api/get-coupons';
import { usePromotions } from '../api/get-promotions';
import { usePropertyOptions } from '../api/get-property-options';
import { useSavePromotion } from '../api/save-promotion';
import { CouponForm } from '../components/coupon-form';
import { offerColumns } from '../components/offer-columns';
import { PromotionForm } from '../components/promotion-form';
import { PromotionsTable } from '../components/promotions-table';
import { promotionsPages } from '../logic/promotions-paths';

const couponColumns: Column<AdminCoupon>[] = [
  { header: 'Code', className: 'font-medium', cell: (c) => c.code },
  {
    header: 'Discount',
    cell: (c) =>
      `${c.discountKind === 'percent' ? `${c.discountValue}%` : formatInr(c.discountValue)} off${
        c.minNights ? `, ${c.minNights}+ nights` : ''
      }`,
  },
  { header: 'Property', cell: (c) => c.propertyName ?? 'Every property' },
  { header: 'Used', cell: (c) => `${c.usedCount}${c.totalLimit ? ` of ${c.totalLimit}` : ''}` },
];

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
        <QueryState
          query={promotions}
          loading="Loading promotions"
          isEmpty={(list) => list.length === 0}
          empty="No promotions yet."
        >
          {(list) => (
            <PromotionsTable
              label="Promotions"
              promotions={list}
              whose={{ title: 'Property', of: (p) => p.propertyName ?? 'Every property' }}
              canChange={() => true}
              onEdit={(p) => setEditing({ what: 'promotion', id: p.id })}
              onTurnOff={(p) => endPromotion.mutate(p.id)}
            />
          )}
        </QueryState>
      </Panel>

      <Panel title="Coupons">
        <QueryState
          query={coupons}
          loading="Loading coupons"
          isEmpty={(list) => list.length === 0}
          empty="No coupons yet."
        >
          {(list) => (
            <DataTable
              label="Coupons"
              caption="Coupons"
              columns={[
                ...couponColumns,
                ...offerColumns<AdminCoupon>({
                  name: (c) => c.code,
                  isActive: (c) => c.isActive,
                  onEdit: (c) => setEditing({ what: 'coupon', id: c.id }),
                  onTurnOff: (c) => endCoupon.mutate(c.id),
                }),
              ]}
              rows={list}
              rowKey={(c) => c.id}
              minWidth=""
            />
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
