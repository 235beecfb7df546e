import { propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/catalogue';
import { plural } from '@staybook/contract/format';
import { useId } from 'react';
import { Link } from 'react-router';
import { mediaVariant } from '../../../../lib/media';
import { useCan } from '../../access/api/get-my-access';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { useUrlFilters } from '../../components/list-kit';
import { useCities } from '../api/get-cities';
import { propertyFilterKeys, useProperties } from '../api/get-properties';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { cataloguePaths } from '../logic/catalogue-paths';

/** Every property, archived ones too, with search and filters kept in the URL. */
export default function PropertyListPage() {
  const { params, query, apply: onSubmit, clear, goTo } = useUrlFilters(propertyFilterKeys, { limit: 20 });
  const formId = useId();
  const list = useProperties(query);
  const cities = useCities();
  const brand = useCan('catalogue.brand');

  const field = (name: string) => `${formId}-${name}`;
  const data = list.data;

  return (
    <div>
      <PageHeader
        title="Catalogue"
        help={
          brand
            ? 'Properties and their rooms, photos, amenities and policies; cities, home tiles and deals.'
            : 'Your properties and their rooms, photos, amenities and policies.'
        }
        actions={
          brand && (
            <Link to={cataloguePaths.newProperty} className="btn-primary">
              New property
            </Link>
          )
        }
      />
      <CatalogueTabs />
      <Panel className="mb-6">
        <form
          key={params.toString()}
          onSubmit={onSubmit}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Filter properties"
        >
          <div>
            <label className="label" htmlFor={field('q')}>
              Name or locality
            </label>
            <input id={field('q')} name="q" type="search" className="input" defaultValue={params.get('q') ?? ''} />
          </div>
          <div>
            <label className="label" htmlFor={field('cityId')}>
              City
            </label>
            <select
              id={field('cityId')}
              name="cityId"
              className="input"
              defaultValue={params.get('cityId') ?? ''}
              key={cities.data ? 'loaded' : 'loading'}
            >
              <option value="">All cities</option>
              {cities.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field('type')}>
              Type
            </label>
            <select id={field('type')} name="type" className="input" defaultValue={params.get('type') ?? ''}>
              <option value="">All types</option>
              {propertyTypeKeys.map((k) => (
                <option key={k} value={k}>
                  {propertyTypeLabels[k]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field('status')}>
              Status
            </label>
            <select id={field('status')} name="status" className="input" defaultValue={params.get('status') ?? ''}>
              <option value="">Active and archived</option>
              <option value="active">Active</option>
              <option value="archived">Archived</option>
            </select>
          </div>
          <div className="flex items-end gap-2 sm:col-span-2">
            <button type="submit" className="btn-primary">
              Search
            </button>
            <button type="button" className="btn-outline" onClick={clear}>
              Clear filters
            </button>
          </div>
        </form>
      </Panel>

      {list.isPending ? (
        <Loading label="Loading properties" />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>No properties match these filters.</EmptyState>
      ) : (
        <Panel>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'property', 'properties')} · page {data.page} of {data.totalPages}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">Properties matching the filters, by name</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    <span className="sr-only">Photo</span>
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Property
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    City
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Type
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Room types
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((p) => (
                  <tr key={p.id} className="border-b border-slate-100 align-middle" data-testid="property-row">
                    <td className="py-2 pr-3">
                      {p.image ? (
                        <img
                          src={mediaVariant(p.image, 320)}
                          alt=""
                          className="h-10 w-16 rounded object-cover"
                          loading="lazy"
                        />
                      ) : (
                        <span className="block h-10 w-16 rounded bg-slate-200" />
                      )}
                    </td>
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      <Link to={cataloguePaths.property(p.id)} className="text-sky-800 underline">
                        {p.name}
                      </Link>
                      <div className="text-xs font-normal text-slate-600">{p.locality}</div>
                    </th>
                    <td className="py-2 pr-3">{p.city}</td>
                    <td className="py-2 pr-3">
                      {propertyTypeLabels[p.propertyType as keyof typeof propertyTypeLabels] ?? p.propertyType} ·{' '}
                      {p.category}
                    </td>
                    <td className="py-2 pr-3">{p.roomTypeCount}</td>
                    <td className="py-2 pr-3">
                      {p.status === 'active' ? (
                        <Badge tone="green">Active</Badge>
                      ) : (
                        <Badge tone="amber">Archived</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.totalPages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-2">
              <button
                type="button"
                className="btn-outline"
                disabled={data.page <= 1}
                onClick={() => goTo(data.page - 1)}
              >
                Previous page
              </button>
              <button
                type="button"
                className="btn-outline"
                disabled={data.page >= data.totalPages}
                onClick={() => goTo(data.page + 1)}
              >
                Next page
              </button>
            </nav>
          )}
        </Panel>
      )}
    </div>
  );
}
