import { useDeleteDeal } from '../api/delete-deal';
import { useDeals } from '../api/get-deals';
import { usePromotionOptions } from '../api/get-promotion-options';
import { useAllActiveProperties } from '../api/get-properties';
import { useSaveDeal } from '../api/save-deal';
import { SimpleListPage } from '../components/simple-list-page';
import { dealDraftOf, dealFormSchema } from '../logic/list-forms';

export default function DealsPage() {
  const properties = useAllActiveProperties();
  const promotions = usePromotionOptions();
  const list = useDeals();
  const save = useSaveDeal();
  const toggle = useSaveDeal();
  const remove = useDeleteDeal();
  const options = [
    ['', 'No property'] as const,
    ...(properties.data ?? []).map((p) => [p.id, `${p.name} (${p.city})`] as const),
  ];
  const promotionOptions = [
    ['', 'None (the deal is not shown)'] as const,
    ...(promotions.data ?? []).map(
      (p) => [p.id, `${p.name} · ${p.propertyName ?? 'every property'}${p.isActive ? '' : ' (off)'}`] as const,
    ),
  ];
  const promotionName = (id: string | null | undefined) => {
    const promotion = promotions.data?.find((p) => p.id === id);
    if (!id) return 'None: not shown';
    if (!promotion) return '…';
    return promotion.isActive ? promotion.name : `${promotion.name} (off: not shown)`;
  };
  return (
    <SimpleListPage
      key={properties.data && promotions.data ? 'loaded' : 'loading'}
      title="Deals"
      help="The deals row on the home page. A deal opens its property's page, and is shown only while the promotion it advertises is on (the pricing gives that saving at checkout)."
      noun="deal"
      list={list}
      save={save}
      toggle={toggle}
      remove={remove}
      schema={dealFormSchema}
      nameOf={(d) => d.title}
      columns={[
        { label: 'Deal', render: (d) => d.title },
        { label: 'Text', render: (d) => d.subTitle },
        { label: 'Property', render: (d) => d.propertyName ?? '—' },
        { label: 'Promotion', render: (d) => promotionName(d.promotionId) },
        { label: 'Order', render: (d) => d.sortOrder },
      ]}
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'subTitle', label: 'Text' },
        { key: 'propertyId', label: 'Property', kind: 'select', options },
        { key: 'promotionId', label: 'Promotion it advertises', kind: 'select', options: promotionOptions },
        { key: 'imageUrl', label: 'Deal image', kind: 'image' },
        { key: 'sortOrder', label: 'Order', kind: 'number', hint: 'Lower comes first' },
        { key: 'isActive', label: 'Shown on the home page', kind: 'checkbox' },
      ]}
      emptyDraft={{
        title: '',
        subTitle: '',
        propertyId: '',
        promotionId: '',
        imageUrl: '',
        sortOrder: '0',
        isActive: true,
      }}
      draftOf={dealDraftOf}
    />
  );
}
