import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { Panel } from '../components/console-ui';
import { errorMessage } from '../lib/console-api';
import { catalogueApi, fieldErrors, numberOrNull } from './catalogue-api';
import { SaveError } from './catalogue-ui';
import { type Column, type Row, RowsEditor } from './rows-editor';

interface ListSpec {
  title: string;
  noun: string;
  help: string;
  columns: Column[];
  empty: Row;
  rowsOf: (p: AdminPropertyDetail) => Row[];
  save: (propertyId: string, rows: Row[]) => Promise<AdminPropertyDetail>;
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const specs: ListSpec[] = [
  {
    title: 'Amenities',
    noun: 'amenity',
    help: 'The detailed amenity list on the property page, grouped by group title.',
    columns: [
      { key: 'groupTitle', label: 'Group' },
      { key: 'title', label: 'Amenity' },
      {
        key: 'scope',
        label: 'Kind',
        kind: 'select',
        options: [
          ['Property', 'Property'],
          ['Common', 'Common area'],
        ],
      },
      { key: 'description', label: 'Description' },
    ],
    empty: { groupTitle: 'General', title: '', scope: 'Property', description: '' },
    rowsOf: (p) =>
      p.amenityRows.map((a) => ({
        groupTitle: a.groupTitle,
        title: a.title,
        scope: a.scope,
        description: a.description,
        details: a.details,
        imageUrl: a.imageUrl ?? '',
      })),
    save: (id, rows) =>
      catalogueApi.replaceAmenities(id, {
        items: rows.map((r) => ({
          groupTitle: r.groupTitle ?? '',
          title: r.title ?? '',
          scope: (r.scope === 'Common' ? 'Common' : 'Property') as 'Common' | 'Property',
          description: r.description ?? '',
          details: r.details ?? '',
          imageUrl: r.imageUrl || null,
        })),
      }),
  },
  {
    title: 'Policies',
    noun: 'policy',
    help: 'Hotel policies and cancellation policies shown on the property page.',
    columns: [
      {
        key: 'kind',
        label: 'Kind',
        kind: 'select',
        options: [
          ['hotel', 'Hotel policy'],
          ['cancellation', 'Cancellation policy'],
        ],
      },
      { key: 'groupKey', label: 'Group key', hint: 'e.g. guestProfile, idProof, general' },
      { key: 'title', label: 'Title', wide: true },
      { key: 'texts', label: 'Text', kind: 'textarea', hint: 'One point a line' },
    ],
    empty: { kind: 'hotel', groupKey: 'general', title: '', texts: '' },
    rowsOf: (p) =>
      p.policies.map((x) => ({ kind: x.kind, groupKey: x.groupKey, title: x.title, texts: x.texts.join('\n') })),
    save: (id, rows) =>
      catalogueApi.replacePolicies(id, {
        items: rows.map((r) => ({
          kind: (r.kind === 'cancellation' ? 'cancellation' : 'hotel') as 'hotel' | 'cancellation',
          groupKey: r.groupKey?.trim() || 'general',
          title: r.title ?? '',
          texts: lines(r.texts),
        })),
      }),
  },
  {
    title: 'Nearby places',
    noun: 'place',
    help: 'The location tab: beaches, markets, the airport…',
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'distanceKm', label: 'Distance (km)', kind: 'number' },
      { key: 'address', label: 'Address', wide: true },
    ],
    empty: { name: '', distanceKm: '', address: '' },
    rowsOf: (p) =>
      p.nearby.map((n) => ({
        name: n.name,
        address: n.address,
        distanceKm: n.distanceKm === null ? '' : String(n.distanceKm),
      })),
    save: (id, rows) =>
      catalogueApi.replaceNearby(id, {
        items: rows.map((r) => ({
          name: r.name ?? '',
          address: r.address ?? '',
          distanceKm: numberOrNull(r.distanceKm ?? ''),
        })),
      }),
  },
];

/** Amenities, policies and nearby places: each list is edited as a whole and saved at once. */
export function ExtrasPanels({
  property,
  onSaved,
}: {
  property: AdminPropertyDetail;
  onSaved: (p: AdminPropertyDetail) => void;
}) {
  return (
    <>
      {specs.map((spec) => (
        <ListPanel key={`${spec.title}-${property.id}`} spec={spec} property={property} onSaved={onSaved} />
      ))}
    </>
  );
}

function ListPanel({
  spec,
  property,
  onSaved,
}: {
  spec: ListSpec;
  property: AdminPropertyDetail;
  onSaved: (p: AdminPropertyDetail) => void;
}) {
  const [rows, setRows] = useState(() => spec.rowsOf(property));
  const save = useMutation({
    mutationFn: () => spec.save(property.id, rows),
    onSuccess: (next) => {
      onSaved(next);
      setRows(spec.rowsOf(next));
      toast.success(`${spec.title} saved.`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Panel>
      <details open={save.isError || undefined}>
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          {spec.title} ({rows.length})
        </summary>
        <form onSubmit={submit} noValidate aria-label={spec.title} className="mt-3">
          <p className="mb-3 text-sm text-slate-600">{spec.help}</p>
          <RowsEditor
            noun={spec.noun}
            rows={rows}
            onChange={setRows}
            columns={spec.columns}
            empty={spec.empty}
            errors={fieldErrors(save.error)}
          />
          <div className="mt-4 space-y-3">
            <SaveError message={save.isError ? errorMessage(save.error) : null} />
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : `Save ${spec.title.toLowerCase()}`}
            </button>
          </div>
        </form>
      </details>
    </Panel>
  );
}
