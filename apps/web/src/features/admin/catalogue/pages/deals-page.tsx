import { useDeleteDeal } from '../api/delete-deal';
import { useDeals } from '../api/get-deals';
import { useAllActiveProperties } from '../api/get-properties';
import { useSaveDeal } from '../api/save-deal';
import { SimpleListPage } from '../components/simple-list-page';
import { dealDraftOf, dealFormSchema } from '../logic/list-forms';

export default function DealsPage() {
  const properties = useAllActiveProperties();
  const list = useDeals();
  const save = useSaveDeal();
  const toggle = useSaveDeal();
  const remove = useDeleteDeal();
  const options = [
    ['', 'No property'] as const,
    ...(properties.data ?? []).map((p) => [p.id, `${p.name} (${p.city})`] as const),
  ];
  return (
    <SimpleListPage
      key={properties.data ? 'loaded' : 'loading'}
      title="Deals"
      help="The deals row on the home page. A deal opens its property's page."
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
        { label: 'Order', render: (d) => d.sortOrder },
      ]}
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'subTitle', label: 'Text' },
        { key: 'propertyId', label: 'Property', kind: 'select', options },
        { key: 'imageUrl', label: 'Deal image', kind: 'image' },
        { key: 'sortOrder', label: 'Order', kind: 'number', hint: 'Lower comes first' },
        { key: 'isActive', label: 'Shown on the home page', kind: 'checkbox' },
      ]}
      emptyDraft={{ title: '', subTitle: '', propertyId: '', imageUrl: '', sortOrder: '0', isActive: true }}
      draftOf={dealDraftOf}
    />
  );
}
