import {
  CONTENT_LANGUAGES,
  contentLanguageEnglishNames,
  isBrandKind,
  isTranslatableList,
  type MissingTranslation,
  STALE_TRANSLATION_NOTE,
  translatableFieldLabels,
  translatableKindLabels,
} from '@staybook/contract/content-translations';
import { plural } from '@staybook/contract/format';
import { Link } from 'react-router';
import { EmptyState, ErrorNotice, Loading, PageHeader } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { useMissingTranslations } from '../api/translations';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { cataloguePaths } from '../logic/catalogue-paths';

/** What a row's links name: 'description of Garden Room', 'words of Anjuna Villa's amenities'. */
const whatOf = (row: MissingTranslation) =>
  isTranslatableList(row.kind)
    ? `words of ${row.propertyId === null ? 'the brand' : row.propertyName}'s ${row.label.toLowerCase()}`
    : `${(translatableFieldLabels[row.field] ?? row.field).toLowerCase()} of ${row.label}`;

/** The property editor's list panel each list kind's words are entered on (`&list=`). */
const listPanels = {
  property_amenity: 'amenities',
  amenity_group: 'amenities',
  property_policy: 'policies',
  nearby_place: 'nearby',
  rate_plan: 'plans',
  room_amenity: 'room_amenities',
  room_policy: 'room_policies',
} as const;

/** Where a row's words are entered: its room type's editor, its list, the property's details, or Brand words. */
const placeOf = (row: MissingTranslation) =>
  row.kind === 'room_type'
    ? { room: row.id }
    : row.kind in listPanels
      ? { list: listPanels[row.kind as keyof typeof listPanels] }
      : isBrandKind(row.kind)
        ? { list: row.kind }
        : undefined;

/**
 * /admin/catalogue/translations: every field guests read in English on another language's pages, each language it
 * lacks a link to where its words are entered (docs/languages.md, "Content per language").
 */
export default function TranslationsMissingPage() {
  const missing = useMissingTranslations();
  return (
    <div>
      <PageHeader
        title="Translations missing"
        help="Guests on the Hindi, Spanish, French and German pages read these fields in English until their words are entered. Each language links to its tab."
      />
      <CatalogueTabs />
      {missing.isPending ? (
        <Loading label="Loading translations missing" />
      ) : missing.isError ? (
        <ErrorNotice error={missing.error} onRetry={() => void missing.refetch()} />
      ) : missing.data.length === 0 ? (
        <EmptyState>Every field is translated into every language, from today’s English.</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {missing.data.length} {missing.data.length === 1 ? 'field lacks' : 'fields lack'} a translation or{' '}
            {missing.data.length === 1 ? 'has' : 'have'} one whose English has changed.
          </p>
          <DataTable<MissingTranslation>
            label="Translations missing table"
            caption="Fields lacking a translation, with the languages they lack and those whose English changed"
            minWidth="min-w-[640px]"
            rowTestId="missing-translation"
            rows={missing.data}
            rowKey={(row) => `${row.kind}:${row.id}:${row.field}`}
            columns={[
              { header: 'Property', cell: (row) => row.propertyName },
              {
                header: 'Field',
                rowHeader: true,
                cell: (row) =>
                  isTranslatableList(row.kind)
                    ? `${row.label} · ${plural(row.fields ?? 0, 'field')}`
                    : `${row.kind === 'property' ? '' : `${row.label} · `}${translatableKindLabels[row.kind]} ${(
                        translatableFieldLabels[row.field] ?? row.field
                      ).toLowerCase()}`,
              },
              {
                header: 'Missing in',
                cell: (row) => (
                  <ul className="flex flex-wrap gap-2">
                    {CONTENT_LANGUAGES.filter((l) => row.missing.includes(l)).map((l) => (
                      <li key={l}>
                        <Link
                          className="text-sky-800 underline"
                          to={cataloguePaths.translate(row.propertyId, l, placeOf(row))}
                          aria-label={`Enter the ${contentLanguageEnglishNames[l]} ${whatOf(row)}`}
                        >
                          {contentLanguageEnglishNames[l]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ),
              },
              {
                header: STALE_TRANSLATION_NOTE,
                cell: (row) =>
                  row.stale?.length ? (
                    <ul className="flex flex-wrap gap-2">
                      {CONTENT_LANGUAGES.filter((l) => row.stale?.includes(l)).map((l) => (
                        <li key={l}>
                          <Link
                            className="text-amber-800 underline"
                            to={cataloguePaths.translate(row.propertyId, l, placeOf(row))}
                            aria-label={`Check the ${contentLanguageEnglishNames[l]} ${whatOf(row)}: ${STALE_TRANSLATION_NOTE}`}
                          >
                            {contentLanguageEnglishNames[l]}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null,
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
