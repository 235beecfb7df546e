import { propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/catalogue';
import { mediaVariant } from '../../../../lib/media';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { SimpleListPage } from '../components/simple-list-page';
import { categoryDraftOf, categoryFormSchema } from '../logic/list-forms';

const targetOptions = [
  ['', 'No link'],
  ...propertyTypeKeys.map((k) => [propertyTypeLabels[k], `Property type: ${propertyTypeLabels[k]}`] as const),
  ['category', 'Category (the name is the category)'],
] as const;

export default function CategoriesPage() {
  const list = useCategories();
  const save = useSaveCategory();
  const toggle = useSaveCategory();
  const remove = useDeleteCategory();
  return (
    <SimpleListPage
      title="Home tiles"
      help="The home page's “Explore by category” tiles, in order. A tile opens a property type or a category."
      noun="tile"
      list={list}
      save={save}
      toggle={toggle}
      remove={remove}
      schema={categoryFormSchema}
      nameOf={(c) => c.name}
      columns={[
        { label: 'Tile', render: (c) => c.name },
        {
          label: 'Image',
          render: (c) =>
            c.imageUrl ? (
              <img src={mediaVariant(c.imageUrl, 320)} alt="" className="h-10 w-16 rounded object-cover" />
            ) : (
              '—'
            ),
        },
        { label: 'Opens', render: (c) => c.target ?? '—' },
        { label: 'Order', render: (c) => c.sortOrder },
      ]}
      fields={[
        { key: 'name', label: 'Name' },
        { key: 'target', label: 'Opens', kind: 'select', options: targetOptions },
        { key: 'imageUrl', label: 'Tile image', kind: 'image' },
        { key: 'sortOrder', label: 'Order', kind: 'number', hint: 'Lower comes first' },
        { key: 'isActive', label: 'Shown on the home page', kind: 'checkbox' },
      ]}
      emptyDraft={{ name: '', target: 'Villa', imageUrl: '', sortOrder: '0', isActive: true }}
      draftOf={categoryDraftOf}
    />
  );
}
