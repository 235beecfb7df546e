import { Link } from 'react-router';
import { useDeleteCity } from '../api/delete-city';
import { useCities } from '../api/get-cities';
import { useSaveCity } from '../api/save-city';
import { SimpleListPage } from '../components/simple-list-page';
import { cataloguePaths } from '../logic/catalogue-paths';
import { cityDraftOf, cityFormSchema } from '../logic/list-forms';

export default function CitiesPage() {
  const list = useCities();
  const save = useSaveCity();
  const toggle = useSaveCity();
  const remove = useDeleteCity();
  return (
    <SimpleListPage
      title="Cities"
      help="The destinations guests pick in the search bar. Hidden cities leave the list; their properties stay."
      noun="city"
      list={list}
      save={save}
      toggle={toggle}
      remove={remove}
      schema={cityFormSchema}
      nameOf={(c) => c.name}
      columns={[
        { label: 'City', render: (c) => c.name },
        { label: 'State', render: (c) => c.state },
        {
          label: 'Properties',
          render: (c) => (
            <Link className="text-sky-800 underline" to={`${cataloguePaths.list}?cityId=${c.id}`}>
              {c.propertyCount}
            </Link>
          ),
        },
        { label: 'Order', render: (c) => c.sortOrder },
      ]}
      fields={[
        { key: 'name', label: 'Name' },
        { key: 'state', label: 'State' },
        { key: 'sortOrder', label: 'Order', kind: 'number', hint: 'Lower comes first' },
        { key: 'isActive', label: 'Shown to guests', kind: 'checkbox' },
      ]}
      emptyDraft={{ name: '', state: 'Goa', sortOrder: '0', isActive: true }}
      draftOf={cityDraftOf}
      deleteNote="A city that has properties cannot be deleted; hide it instead."
    />
  );
}
