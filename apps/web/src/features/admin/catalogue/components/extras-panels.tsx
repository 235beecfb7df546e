import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  SaveError,
  SchemaForm,
  showServerErrors,
  useNestedErrors,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { Panel } from '../../components/console-ui';
import { useReplaceAmenities } from '../api/replace-amenities';
import { useReplaceNearby } from '../api/replace-nearby';
import { useReplacePolicies } from '../api/replace-policies';
import { amenitiesSpec, type ListSpec, nearbySpec, policiesSpec, type RowsDraft } from '../logic/extras';
import { ContentLanguageTabs } from './content-language-tabs';
import { useLinkedPanel } from './linked-panel';
import { RowsEditor } from './rows-editor';

/** The lists whose words are entered per language (a tab per language), by the kind their words are kept under. */
export type TranslatedList = 'amenities' | 'policies' | 'nearby';
const listKinds = { amenities: 'property_amenity', policies: 'property_policy', nearby: 'nearby_place' } as const;
/** The amenities' tabs also hold each group's heading, once per group (keyed by the property and its English). */
const alsoKinds = { amenities: ['amenity_group'], policies: [], nearby: [] } as const;

/** Amenities, policies and nearby places: each list is edited as a whole and saved at once. */
export function ExtrasPanels({ property }: { property: AdminPropertyDetail }) {
  const amenities = useReplaceAmenities(property.id);
  const policies = useReplacePolicies(property.id);
  const nearby = useReplaceNearby(property.id);
  return (
    <>
      <ListPanel
        key={`amenities-${property.id}`}
        spec={amenitiesSpec}
        property={property}
        save={amenities}
        translated="amenities"
      />
      <ListPanel
        key={`policies-${property.id}`}
        spec={policiesSpec}
        property={property}
        save={policies}
        translated="policies"
      />
      <ListPanel
        key={`nearby-${property.id}`}
        spec={nearbySpec}
        property={property}
        save={nearby}
        translated="nearby"
      />
    </>
  );
}

function ListPanel<Output>({
  spec,
  property,
  save,
  translated,
}: {
  spec: ListSpec<Output>;
  property: AdminPropertyDetail;
  save: UseMutationResult<AdminPropertyDetail, Error, Output>;
  /** A list whose words are entered per language: a tab per language beside the English rows. */
  translated?: TranslatedList;
}) {
  const form = useSchemaForm(spec.schema, { items: spec.rowsOf(property) });
  const count = form.watch('items').length;
  useEffect(() => showServerErrors(form, save.error), [form, save.error]);
  const [search] = useSearchParams();
  // `?lang=hi&list=amenities` (the "Translations missing" list's link) opens this list on its Hindi tab, brought to
  // the top of the screen with its summary focused.
  const linked = translated !== undefined && search.get('list') === translated;
  const panel = useLinkedPanel(linked);
  const english = (
    <SchemaForm
      form={form}
      label={spec.title}
      className="mt-3"
      onSubmit={(input) =>
        save.mutate(input, {
          onSuccess: (next) => {
            form.reset({ items: spec.rowsOf(next) });
            toast.success(`${spec.title} saved.`);
          },
        })
      }
    >
      <p className="mb-3 text-sm text-slate-600">{spec.help}</p>
      <Rows spec={spec} />
      <div className="mt-4 space-y-3">
        <SaveError error={save.error} />
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${spec.title.toLowerCase()}`}
        </button>
      </div>
    </SchemaForm>
  );
  return (
    <Panel>
      <details ref={panel} open={save.isError || linked || undefined}>
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          {spec.title} ({count})
        </summary>
        {translated ? (
          <div className="mt-3">
            <ContentLanguageTabs
              subject={{
                propertyId: property.id,
                kind: listKinds[translated],
                alsoKinds: alsoKinds[translated],
                name: spec.title,
              }}
              initial={linked ? search.get('lang') : null}
            >
              {english}
            </ContentLanguageTabs>
          </div>
        ) : (
          english
        )}
      </details>
    </Panel>
  );
}

function Rows<Output>({ spec }: { spec: ListSpec<Output> }) {
  const { control } = useFormContext<RowsDraft>();
  const errors = useNestedErrors('items');
  return (
    <Controller
      control={control}
      name="items"
      render={({ field }) => (
        <RowsEditor
          noun={spec.noun}
          rows={field.value}
          onChange={field.onChange}
          columns={spec.columns}
          empty={spec.empty}
          errors={errors}
        />
      )}
    />
  );
}
