import type { AdminPropertySummary } from '@staybook/contract/admin-catalogue';
import { propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/catalogue';
import { plural } from '@staybook/contract/format';
import { useId } from 'react';
import { Link } from 'react-router';
import { mediaVariant } from '../../../../lib/media';
import { useCan } from '../../access/api/get-my-access';
import { PageHeader, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { Pager, useUrlFilters } from '../../components/list-kit';
import { QueryState } from '../../components/query-state';
import { useCities } from '../api/get-cities';
import { propertyFilterKeys, useProperties } from '../api/get-properties';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { PropertyStatusBadge } from '../components/property-status-panel';
import { cataloguePaths } from '../logic/catalogue-paths';

const propertyColumns: Column<AdminPropertySummary>[] = [
  {
    header: <span className="sr-only">Photo</span>,
    cell: (p) =>
      p.image ? (
        <img src={mediaVariant(p.image, 320)} alt="" className="h-10 w-16 rounded object-cover" loading="lazy" />
      ) : (
        <span className="block h-10 w-16 rounded bg-slate-200" />
      ),
  },
  {
    header: 'Property',
    rowHeader: true,
    className: 'font-semibold',
    cell: (p) => (
      <>
        <Link to={cataloguePaths.property(p.id)} className="text-sky-800 underline">
          {p.name}
        </Link>
        <div className="text-xs font-normal text-slate-600">{p.locality}</div>
      </>
    ),
  },
  { header: 'City', cell: (p) => p.city },
  {
    header: 'Type',
    cell: (p) =>
      `${propertyTypeLabels[p.propertyType as keyof typeof propertyTypeLabels] ?? p.propertyType} · ${p.category}`,
  },
  { header: 'Room types', cell: (p) => p.roomTypeCount },
  {
    header: 'Status',
    cell: (p) => <PropertyStatusBadge status={p.status} />,
  },
];

/** Every property, archived ones too, with search and filters kept in the URL. */
export default function PropertyListPage() {
  const { params, query, apply: onSubmit, clear, goTo } = useUrlFilters(propertyFilterKeys, { limit: 20 });
  const formId = useId();
  const list = useProperties(query);
  const cities = useCities();
  const brand = useCan('catalogue.brand');

  const field = (name: string) => `${formId}-${name}`;

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
              <option value="">Every status</option>
              <option value="draft">Draft</option>
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

      <QueryState
        query={list}
        loading="Loading properties"
        isEmpty={(data) => data.items.length === 0}
        empty="No properties match these filters."
      >
        {(data) => (
          <Panel>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {plural(data.total, 'property', 'properties')} · page {data.page} of {data.totalPages}
            </p>
            <DataTable
              label="Properties table"
              caption="Properties matching the filters, by name"
              columns={propertyColumns}
              rows={data.items}
              rowKey={(p) => p.id}
              minWidth="min-w-[640px]"
              rowTestId="property-row"
            />
            <Pager page={data.page} totalPages={data.totalPages} busy={list.isFetching} onPage={goTo} />
          </Panel>
        )}
      </QueryState>
    </div>
  );
}
