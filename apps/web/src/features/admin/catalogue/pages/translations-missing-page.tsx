import {
  CONTENT_LANGUAGES,
  contentLanguageEnglishNames,
  type MissingTranslation,
  translatableFieldLabels,
} from '@staybook/contract/content-translations';
import { Link } from 'react-router';
import { EmptyState, ErrorNotice, Loading, PageHeader } from '../../components/console-ui';
import { DataTable } from '../../components/data-table';
import { useMissingTranslations } from '../api/translations';
import { CatalogueTabs } from '../components/catalogue-tabs';
import { cataloguePaths } from '../logic/catalogue-paths';

const kindNames = { property: 'Property', room_type: 'Room type' } as const;

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
        <EmptyState>Every description is translated into every language.</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {missing.data.length} {missing.data.length === 1 ? 'field lacks' : 'fields lack'} a translation.
          </p>
          <DataTable<MissingTranslation>
            label="Translations missing table"
            caption="Fields lacking a translation, with the languages they lack"
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
                  `${row.kind === 'property' ? '' : `${row.label} · `}${kindNames[row.kind]} ${(
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
                          to={cataloguePaths.translate(
                            row.propertyId,
                            l,
                            row.kind === 'room_type' ? row.id : undefined,
                          )}
                          aria-label={`Enter the ${contentLanguageEnglishNames[l]} ${(
                            translatableFieldLabels[row.field] ?? row.field
                          ).toLowerCase()} of ${row.label}`}
                        >
                          {contentLanguageEnglishNames[l]}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
