import {
  type AdminPropertyDetail,
  type AmenitiesInput,
  amenitiesInputSchema,
  type NearbyInput,
  nearbyInputSchema,
  type PoliciesInput,
  policiesInputSchema,
} from '@staybook/contract/admin-catalogue';
import { z } from 'zod';
import { lines, numberOrNull } from '../../logic/form-values';
import type { Column, Row } from '../components/rows-editor';

/** A list edited as rows of text and replaced whole: its columns, a new row, and the request body of its rows. */
export interface ListSpec<Output> {
  title: string;
  noun: string;
  help: string;
  columns: Column[];
  empty: Row;
  rowsOf: (p: AdminPropertyDetail) => Row[];
  schema: z.ZodType<Output, RowsDraft>;
}

export interface RowsDraft {
  items: Row[];
}

/** The rows, turned into the contract's list input (checked by the contract's schema piped after it). */
const rows = <T>(toItem: (r: Row) => T) =>
  z.custom<RowsDraft>().transform((d): { items: T[] } => ({ items: d.items.map(toItem) }));

export const amenitiesSpec: ListSpec<z.output<typeof amenitiesInputSchema>> = {
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
      // The row's id goes back with it, so an edited amenity keeps its words in other languages.
      ...(a.id ? { id: a.id } : {}),
      groupTitle: a.groupTitle,
      title: a.title,
      scope: a.scope,
      description: a.description,
      details: a.details,
      imageUrl: a.imageUrl ?? '',
    })),
  schema: rows((r): AmenitiesInput['items'][number] => ({
    ...(r.id ? { id: r.id } : {}),
    groupTitle: r.groupTitle ?? '',
    title: r.title ?? '',
    scope: r.scope === 'Common' ? 'Common' : 'Property',
    description: r.description ?? '',
    details: r.details ?? '',
    imageUrl: r.imageUrl || null,
  })).pipe(amenitiesInputSchema),
};

export const policiesSpec: ListSpec<z.output<typeof policiesInputSchema>> = {
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
    p.policies.map((x) => ({
      ...(x.id ? { id: x.id } : {}),
      kind: x.kind,
      groupKey: x.groupKey,
      title: x.title,
      texts: x.texts.join('\n'),
    })),
  schema: rows((r): PoliciesInput['items'][number] => ({
    ...(r.id ? { id: r.id } : {}),
    kind: r.kind === 'cancellation' ? 'cancellation' : 'hotel',
    groupKey: r.groupKey?.trim() || 'general',
    title: r.title ?? '',
    texts: lines(r.texts),
  })).pipe(policiesInputSchema),
};

export const nearbySpec: ListSpec<z.output<typeof nearbyInputSchema>> = {
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
      // The row's id goes back with it, so a renamed place keeps its words in other languages.
      ...(n.id ? { id: n.id } : {}),
      name: n.name,
      address: n.address,
      distanceKm: n.distanceKm === null ? '' : String(n.distanceKm),
    })),
  schema: rows((r): NearbyInput['items'][number] => ({
    ...(r.id ? { id: r.id } : {}),
    name: r.name ?? '',
    address: r.address ?? '',
    distanceKm: numberOrNull(r.distanceKm ?? ''),
  })).pipe(nearbyInputSchema),
};
