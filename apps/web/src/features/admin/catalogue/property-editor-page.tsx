import type {
  AdminPropertyDetail,
  AdminRoomType,
  PropertyInput,
  RoomTypeInput,
} from '@staybook/contract/admin-catalogue';
import { plural } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { mediaVariant } from '../../../lib/media';
import { Badge, ErrorNotice, Loading, PageHeader, Panel } from '../components/console-ui';
import { errorMessage } from '../lib/console-api';
import { consolePaths } from '../lib/console-paths';
import { catalogueApi, catalogueKeys, cataloguePaths, fieldErrors } from './catalogue-api';
import { CatalogueTabs, Field, ImageUpload } from './catalogue-ui';
import { ExtrasPanels } from './extras-panels';
import { emptyPropertyDraft, PropertyForm, propertyDraftOf } from './property-form';
import { emptyRoomTypeDraft, RoomTypeForm, roomTypeDraftOf } from './room-type-form';

/** /admin/catalogue/properties/new */
export function NewPropertyPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (input: PropertyInput) => catalogueApi.createProperty(input),
    onSuccess: (property) => {
      queryClient.setQueryData(catalogueKeys.property(property.id), property);
      void queryClient.invalidateQueries({ queryKey: ['console', 'catalogue', 'properties'] });
      toast.success(`Property "${property.name}" created. Add its room types and photos next.`);
      navigate(cataloguePaths.property(property.id));
    },
  });
  return (
    <div>
      <PageHeader
        title="New property"
        help="Guests see it as soon as it has a room type (rooms open for sale at once)."
      />
      <CatalogueTabs />
      <Panel>
        <PropertyForm
          initial={emptyPropertyDraft}
          heading="New property"
          submitLabel="Create property"
          saving={create.isPending}
          serverError={create.isError ? errorMessage(create.error) : null}
          serverFields={fieldErrors(create.error)}
          onSave={(input) => create.mutate(input)}
          onCancel={() => navigate(cataloguePaths.list)}
        />
      </Panel>
    </div>
  );
}

/** /admin/catalogue/properties/:id — everything about one property. */
export default function PropertyEditorPage({ id }: { id: string }) {
  const property = useQuery({ queryKey: catalogueKeys.property(id), queryFn: () => catalogueApi.property(id) });
  if (property.isPending) return <Loading label="Loading property" />;
  if (property.isError) return <ErrorNotice error={property.error} onRetry={() => void property.refetch()} />;
  return <Editor property={property.data} />;
}

function useSetProperty(id: string) {
  const queryClient = useQueryClient();
  return (next: AdminPropertyDetail) => {
    queryClient.setQueryData(catalogueKeys.property(id), next);
    void queryClient.invalidateQueries({ queryKey: ['console', 'catalogue', 'properties'] });
  };
}

function Editor({ property }: { property: AdminPropertyDetail }) {
  const setProperty = useSetProperty(property.id);
  const save = useMutation({
    mutationFn: (input: PropertyInput) => catalogueApi.updateProperty(property.id, input),
    onSuccess: (next) => {
      setProperty(next);
      toast.success('Property details saved.');
    },
  });
  const archived = property.status !== 'active';
  return (
    <div>
      <PageHeader
        title={property.name}
        help={`${property.locality}, ${property.city} · ${property.slug}`}
        actions={
          <>
            {archived ? <Badge tone="amber">Archived</Badge> : <Badge tone="green">Active</Badge>}
            {!archived && (
              <a href={`/property-details/${property.id}`} target="_blank" rel="noreferrer" className="btn-outline">
                View on the site
              </a>
            )}
            <Link to={cataloguePaths.list} className="btn-outline">
              All properties
            </Link>
          </>
        }
      />
      <CatalogueTabs />
      <div className="space-y-6">
        <StatusPanel property={property} />
        <Panel title="Details">
          <PropertyForm
            key={property.id}
            initial={propertyDraftOf(property)}
            heading="Property details"
            submitLabel="Save details"
            saving={save.isPending}
            serverError={save.isError ? errorMessage(save.error) : null}
            serverFields={fieldErrors(save.error)}
            onSave={(input) => save.mutate(input)}
          />
        </Panel>
        <PhotosPanel property={property} />
        <RoomTypesPanel property={property} />
        <ExtrasPanels property={property} onSaved={setProperty} />
      </div>
    </div>
  );
}

function StatusPanel({ property }: { property: AdminPropertyDetail }) {
  const setProperty = useSetProperty(property.id);
  const [confirming, setConfirming] = useState(false);
  const archived = property.status !== 'active';
  const change = useMutation({
    mutationFn: () => catalogueApi.setPropertyArchived(property.id, !archived),
    onSuccess: (next) => {
      setProperty(next);
      setConfirming(false);
      toast.success(
        next.status === 'active'
          ? `"${next.name}" is back on the site.`
          : `"${next.name}" is archived: guests no longer see it.`,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Panel title="Status">
      <p className="text-sm text-slate-700">
        {archived
          ? 'Archived: hidden from the guest site (lists, search and its page). Existing bookings are kept.'
          : 'Active: guests can find and book this property.'}
      </p>
      {confirming ? (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
          <p>Archive "{property.name}"? Guests will no longer see or book it. Existing bookings are not cancelled.</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="btn-primary" onClick={() => change.mutate()} disabled={change.isPending}>
              Yes, archive it
            </button>
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
              Keep it active
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn-outline mt-3"
          onClick={() => (archived ? change.mutate() : setConfirming(true))}
          disabled={change.isPending}
        >
          {archived ? 'Restore property' : 'Archive property'}
        </button>
      )}
    </Panel>
  );
}

function PhotosPanel({ property }: { property: AdminPropertyDetail }) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.property(property.id);
  const [category, setCategory] = useState('Exterior');
  const [title, setTitle] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const remove = useMutation({
    mutationFn: (mediaId: string) => catalogueApi.deleteMedia(mediaId),
    onSuccess: () => {
      toast.success('Photo removed.');
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => catalogueApi.orderMedia(property.id, ids),
    onSuccess: (media) => queryClient.setQueryData(key, { ...property, media }),
    onError: (error) => toast.error(`The new order was not saved: ${errorMessage(error)}`),
  });
  const move = (from: number, to: number) => {
    const ids = property.media.map((m) => m.id);
    if (to < 0 || to >= ids.length) return;
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved as string);
    reorder.mutate(ids);
  };
  return (
    <Panel title="Photos">
      <p className="mb-3 text-sm text-slate-600">
        The first photo is the property's cover on cards and its page. Photos are grouped by category on the page.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Photo category">
          {(p) => <input {...p} className="input" value={category} onChange={(e) => setCategory(e.target.value)} />}
        </Field>
        <Field label="Photo title">
          {(p) => <input {...p} className="input" value={title} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <ImageUpload
          label="Upload a property photo"
          onUploaded={async (image) => {
            await catalogueApi.addMedia(property.id, {
              category: category.trim() || 'Gallery',
              title: title.trim(),
              ...image,
            });
            setTitle('');
            toast.success('Photo added.');
            await refresh();
          }}
        />
      </div>
      {property.media.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No photos yet.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Property photos">
          {property.media.map((m, i) => {
            const name = m.title || `${m.category} photo ${i + 1}`;
            return (
              <li key={m.id} className="rounded-lg border border-slate-200 p-2" data-testid="property-photo">
                <img
                  src={mediaVariant(m.url, 320)}
                  alt={name}
                  className="aspect-[4/3] w-full rounded object-cover"
                  loading="lazy"
                />
                <p className="mt-1 truncate text-sm font-medium">{name}</p>
                <p className="text-xs text-slate-600">
                  {m.category}
                  {i === 0 ? ' · cover' : ''}
                </p>
                <div className="mt-2 flex flex-wrap gap-1">
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0 || reorder.isPending}
                    aria-label={`Move ${name} earlier`}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => move(i, i + 1)}
                    disabled={i === property.media.length - 1 || reorder.isPending}
                    aria-label={`Move ${name} later`}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => remove.mutate(m.id)}
                    disabled={remove.isPending}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

type RoomEditing = { mode: 'new' } | { mode: 'edit'; room: AdminRoomType } | null;

function RoomTypesPanel({ property }: { property: AdminPropertyDetail }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.property(property.id) });
  const [editing, setEditing] = useState<RoomEditing>(null);
  const save = useMutation({
    mutationFn: (input: RoomTypeInput) =>
      editing?.mode === 'edit'
        ? catalogueApi.updateRoomType(editing.room.id, input)
        : catalogueApi.createRoomType(property.id, input),
    onSuccess: (room) => {
      toast.success(
        editing?.mode === 'edit'
          ? `Room type "${room.name}" saved.`
          : `Room type "${room.name}" created and open for sale for ${room.openNights} nights.`,
      );
      setEditing(null);
      save.reset();
      void refresh();
    },
  });
  const archive = useMutation({
    mutationFn: (room: AdminRoomType) => catalogueApi.setRoomTypeArchived(room.id, room.status === 'active'),
    onSuccess: (room) => {
      toast.success(room.status === 'active' ? `"${room.name}" restored.` : `"${room.name}" archived.`);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const open = (next: RoomEditing) => {
    save.reset();
    setEditing(next);
  };
  const form = (heading: string, initial: ReturnType<typeof roomTypeDraftOf>, isNew: boolean, key: string) => (
    <RoomTypeForm
      key={key}
      initial={initial}
      heading={heading}
      isNew={isNew}
      saving={save.isPending}
      serverError={save.isError ? errorMessage(save.error) : null}
      serverFields={fieldErrors(save.error)}
      onSave={(input) => save.mutate(input)}
      onCancel={() => open(null)}
    />
  );
  return (
    <Panel title="Room types">
      <p className="mb-3 text-sm text-slate-600">
        A new room type opens every night for the next 400 at its base rate and number of rooms, so guests can book it
        at once. Later changes to rooms or rates per night are made in{' '}
        <Link to={consolePaths.inventory} className="text-sky-800 underline">
          Rates &amp; inventory
        </Link>
        .
      </p>
      {property.roomTypes.length === 0 && <p className="mb-3 text-sm text-slate-600">No room types yet.</p>}
      <ul className="space-y-4">
        {property.roomTypes.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3" data-testid="room-type-row">
            {editing?.mode === 'edit' && editing.room.id === r.id ? (
              form(`Edit ${r.name}`, roomTypeDraftOf(r), false, r.id)
            ) : (
              <RoomTypeSummary
                room={r}
                onEdit={() => open({ mode: 'edit', room: r })}
                onArchive={() => archive.mutate(r)}
                busy={archive.isPending}
                onChanged={refresh}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {editing?.mode === 'new' ? (
          form('New room type', emptyRoomTypeDraft, true, 'new')
        ) : (
          <button type="button" className="btn-primary" onClick={() => open({ mode: 'new' })}>
            New room type
          </button>
        )}
      </div>
    </Panel>
  );
}

function RoomTypeSummary({
  room,
  onEdit,
  onArchive,
  busy,
  onChanged,
}: {
  room: AdminRoomType;
  onEdit: () => void;
  onArchive: () => void;
  busy: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [highlight, setHighlight] = useState('');
  const removePhoto = useMutation({
    mutationFn: (id: string) => catalogueApi.deleteRoomMedia(id),
    onSuccess: () => {
      toast.success('Room photo removed.');
      void onChanged();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const active = room.status === 'active';
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {room.name} {active ? null : <Badge tone="amber">Archived</Badge>}
          </h3>
          <p className="text-sm text-slate-700">
            {room.roomType} · {formatInr(room.baseRate)} a night (base) · {plural(room.totalRooms, 'room')} · up to{' '}
            {plural(room.maxAdults, 'adult')}
            {room.maxChildren > 0 ? ` and ${plural(room.maxChildren, 'child', 'children')}` : ''}
          </p>
          <p className="text-xs text-slate-600">
            {room.openNights > 0 && room.lastOpenNight
              ? `On sale for ${room.openNights} nights, until ${room.lastOpenNight}.`
              : 'No nights open for sale: open them in Rates & inventory.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onEdit} aria-label={`Edit ${room.name}`}>
            Edit
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={onArchive}
            disabled={busy}
            aria-label={`${active ? 'Archive' : 'Restore'} ${room.name}`}
          >
            {active ? 'Archive' : 'Restore'}
          </button>
        </div>
      </div>
      {room.media.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos of ${room.name}`}>
          {room.media.map((m, i) => (
            <li key={m.id} className="w-32">
              <img
                src={mediaVariant(m.url, 320)}
                alt={m.title || `${room.name} photo ${i + 1}`}
                className="aspect-[4/3] w-full rounded object-cover"
                loading="lazy"
              />
              {m.highlight && <p className="truncate text-xs text-slate-600">{m.highlight}</p>}
              <button
                type="button"
                className="mt-1 text-xs text-red-700 underline"
                onClick={() => removePhoto.mutate(m.id)}
                aria-label={`Delete ${room.name} photo ${i + 1}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={`Highlight group for the next photo of ${room.name}`} hint="Optional, e.g. Bedroom or Bathroom">
          {(p) => <input {...p} className="input" value={highlight} onChange={(e) => setHighlight(e.target.value)} />}
        </Field>
        <ImageUpload
          label={`Upload a photo of ${room.name}`}
          onUploaded={async (image) => {
            await catalogueApi.addRoomMedia(room.id, {
              ...image,
              title: room.name,
              highlight: highlight.trim() || null,
            });
            toast.success(`Photo added to ${room.name}.`);
            await onChanged();
          }}
        />
      </div>
    </div>
  );
}
