import type { AdminCategory, AdminCity, AdminDeal } from '@staybook/contract/admin-catalogue';
import { propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mediaVariant } from '../../../lib/media';
import { catalogueApi, catalogueKeys, cataloguePaths } from './catalogue-api';
import { type Draft, SimpleListPage } from './simple-list-page';

const str = (d: Draft, k: string) => String(d[k] ?? '').trim();
const int = (d: Draft, k: string) => (str(d, k) === '' ? 0 : Number(str(d, k)));

export function CitiesPage() {
  return (
    <SimpleListPage<AdminCity>
      title="Cities"
      help="The destinations guests pick in the search bar. Hidden cities leave the list; their properties stay."
      noun="city"
      queryKey={catalogueKeys.cities}
      load={catalogueApi.cities}
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
      draftOf={(c) => ({ name: c.name, state: c.state, sortOrder: String(c.sortOrder), isActive: c.isActive })}
      save={(id, d) =>
        catalogueApi.saveCity(id, {
          name: str(d, 'name'),
          state: str(d, 'state'),
          sortOrder: int(d, 'sortOrder'),
          isActive: d.isActive === true,
        })
      }
      remove={catalogueApi.deleteCity}
      deleteNote="A city that has properties cannot be deleted; hide it instead."
    />
  );
}

const targetOptions = [
  ['', 'No link'],
  ...propertyTypeKeys.map((k) => [propertyTypeLabels[k], `Property type: ${propertyTypeLabels[k]}`] as const),
  ['category', 'Category (the name is the category)'],
] as const;

export function CategoriesPage() {
  return (
    <SimpleListPage<AdminCategory>
      title="Home tiles"
      help="The home page's “Explore by category” tiles, in order. A tile opens a property type or a category."
      noun="tile"
      queryKey={catalogueKeys.categories}
      load={catalogueApi.categories}
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
      draftOf={(c) => ({
        name: c.name,
        target: c.target ?? '',
        imageUrl: c.imageUrl ?? '',
        sortOrder: String(c.sortOrder),
        isActive: c.isActive,
      })}
      save={(id, d) =>
        catalogueApi.saveCategory(id, {
          name: str(d, 'name'),
          target: str(d, 'target') || null,
          imageUrl: str(d, 'imageUrl') || null,
          sortOrder: int(d, 'sortOrder'),
          isActive: d.isActive === true,
        })
      }
      remove={catalogueApi.deleteCategory}
    />
  );
}

export function DealsPage() {
  const properties = useQuery({
    queryKey: catalogueKeys.properties({ status: 'active', limit: 100, page: 1, all: true }),
    queryFn: async () => {
      const first = await catalogueApi.properties({ status: 'active', limit: 100, page: 1 });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
          catalogueApi.properties({ status: 'active', limit: 100, page: i + 2 }),
        ),
      );
      return [first, ...rest].flatMap((p) => p.items);
    },
  });
  const options = [
    ['', 'No property'] as const,
    ...(properties.data ?? []).map((p) => [p.id, `${p.name} (${p.city})`] as const),
  ];
  return (
    <SimpleListPage<AdminDeal>
      key={properties.data ? 'loaded' : 'loading'}
      title="Deals"
      help="The deals row on the home page. A deal opens its property's page."
      noun="deal"
      queryKey={catalogueKeys.deals}
      load={catalogueApi.deals}
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
      draftOf={(d) => ({
        title: d.title,
        subTitle: d.subTitle,
        propertyId: d.propertyId ?? '',
        imageUrl: d.imageUrl,
        sortOrder: String(d.sortOrder),
        isActive: d.isActive,
      })}
      save={(id, d) =>
        catalogueApi.saveDeal(id, {
          title: str(d, 'title'),
          subTitle: str(d, 'subTitle'),
          propertyId: str(d, 'propertyId') || null,
          imageUrl: str(d, 'imageUrl'),
          target: 'property-details',
          sortOrder: int(d, 'sortOrder'),
          isActive: d.isActive === true,
        })
      }
      remove={catalogueApi.deleteDeal}
    />
  );
}
