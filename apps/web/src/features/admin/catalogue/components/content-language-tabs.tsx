import {
  type ContentLanguage,
  contentLanguageEnglishNames,
  STALE_TRANSLATION_NOTE,
  type TranslatableKind,
  type TranslationEntry,
  translatableFieldLabels,
} from '@staybook/contract/content-translations';
import { LANGUAGES, languageNames } from '@staybook/contract/languages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { panelDomId, TabList, tabDomId, useActiveTab } from '../../../../components/ui/tabs';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { usePropertyTranslations, useSaveTranslations } from '../api/translations';

const tabs = LANGUAGES.map((l) => ({ id: l, label: languageNames[l] }));

interface Subject {
  /** Null: the brand's own words (deals, promotions, hero slides, extras). */
  propertyId: string | null;
  kind: TranslatableKind;
  /** Kinds entered on the same tabs (an amenity group's heading with the amenities), listed as the answer orders them. */
  alsoKinds?: readonly TranslatableKind[];
  /** The property's or the room type's id; none for a list (the property's amenities or policies, every row). */
  id?: string;
  /** Its name, for the tab list's label. */
  name: string;
}

/**
 * A tab per language beside the English (docs/languages.md, "Content per language"): English is the entity's own
 * form (`children`); each other language has the same text fields, each shown with its English, and an empty one
 * means the guest reads the English.
 */
export function ContentLanguageTabs({
  subject,
  initial,
  children,
}: {
  subject: Subject;
  /** The tab opened first ('hi': a link from the "Translations missing" list). */
  initial?: string | null;
  children: ReactNode;
}) {
  const [active, setActive] = useActiveTab(tabs, initial);
  const idPrefix = `words-${subject.id ?? `${subject.propertyId ?? 'brand'}-${subject.kind}`}`;
  const current = active ?? 'en';
  return (
    <div>
      <TabList
        tabs={tabs}
        active={current}
        onChange={setActive}
        idPrefix={idPrefix}
        label={`Language of ${subject.name}'s words`}
        className="mb-4 border-b border-slate-200"
      />
      <div role="tabpanel" id={panelDomId(idPrefix, current)} aria-labelledby={tabDomId(idPrefix, current)}>
        {current === 'en' ? (
          children
        ) : (
          <TranslationForm key={current} subject={subject} lang={current as ContentLanguage} />
        )}
      </div>
    </div>
  );
}

function TranslationForm({ subject, lang }: { subject: Subject; lang: ContentLanguage }) {
  const translations = usePropertyTranslations(subject.propertyId);
  if (translations.isPending) return <Loading label="Loading translations" />;
  if (translations.isError)
    return <ErrorNotice error={translations.error} onRetry={() => void translations.refetch()} />;
  const kinds = [subject.kind, ...(subject.alsoKinds ?? [])];
  const entries = translations.data.items.filter(
    (e) => kinds.includes(e.kind) && (subject.id === undefined || e.id === subject.id),
  );
  if (entries.length === 0)
    return <p className="text-sm text-slate-600">Nothing to translate yet: save the English list first.</p>;
  return <TranslationFields subject={subject} lang={lang} entries={entries} />;
}

const entryKey = (e: Pick<TranslationEntry, 'id' | 'field'>) => `${e.id}:${e.field}`;

/** A field's box: a line for a name or a title, two for a list's description, five for a page's text. */
const SHORT_FIELDS = new Set(['title', 'name', 'subTitle', 'subtitle', 'ctaText']);
const rowsOf = (e: TranslationEntry) =>
  SHORT_FIELDS.has(e.field) ? 1 : e.field === 'description' && e.kind !== 'property' && e.kind !== 'room_type' ? 2 : 5;

function TranslationFields({
  subject,
  lang,
  entries,
}: {
  subject: Subject;
  lang: ContentLanguage;
  entries: TranslationEntry[];
}) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(entries.map((e) => [entryKey(e), e.values[lang] ?? ''])),
  );
  const [confirmed, setConfirmed] = useState<Record<string, boolean>>({});
  const save = useSaveTranslations(subject.propertyId, lang);
  const language = contentLanguageEnglishNames[lang];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      entries.map((e) => ({
        kind: e.kind,
        id: e.id,
        field: e.field,
        value: values[entryKey(e)] ?? '',
        ...(confirmed[entryKey(e)] ? { confirmed: true } : {}),
      })),
      {
        onSuccess: () => {
          setConfirmed({});
          toast.success(`${language} words of ${subject.name} saved.`);
        },
      },
    );
  };
  const fieldId = (e: TranslationEntry) => `words-${e.id}-${lang}-${e.field}`;
  // A list's rows (amenities, policies) each under their English name; one entity's fields as they are.
  const rows = [...new Set(entries.map((e) => e.id))].map((id) => entries.filter((e) => e.id === id));
  return (
    <form onSubmit={onSubmit} aria-label={`${subject.name} in ${language}`} className="space-y-4">
      <p className="text-sm text-slate-600">
        What guests read on the {languageNames[lang]} pages. A field left empty shows them the English.
      </p>
      {rows.map((fields) => (
        <fieldset key={fields[0]?.id} className="space-y-4">
          {subject.id === undefined && (
            <legend className="mb-2 text-base font-semibold text-slate-900">{fields[0]?.label}</legend>
          )}
          {fields.map((e) => (
            <TranslationField
              key={entryKey(e)}
              entry={e}
              lang={lang}
              id={fieldId(e)}
              value={values[entryKey(e)] ?? ''}
              onChange={(value) => setValues((v) => ({ ...v, [entryKey(e)]: value }))}
              confirmed={confirmed[entryKey(e)] ?? false}
              onConfirm={(yes) => setConfirmed((c) => ({ ...c, [entryKey(e)]: yes }))}
            />
          ))}
        </fieldset>
      ))}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error)}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : `Save ${language}`}
      </button>
    </form>
  );
}

function TranslationField({
  entry: e,
  lang,
  id,
  value,
  onChange,
  confirmed,
  onConfirm,
}: {
  entry: TranslationEntry;
  lang: ContentLanguage;
  id: string;
  value: string;
  onChange: (value: string) => void;
  confirmed: boolean;
  onConfirm: (yes: boolean) => void;
}) {
  const label = translatableFieldLabels[e.field] ?? e.field;
  const language = contentLanguageEnglishNames[lang];
  // Words entered for another English: still shown to guests; the member rewrites them or confirms them.
  const stale = (e.stale?.includes(lang) ?? false) && value === (e.values[lang] ?? '');
  const hint = !value.trim()
    ? 'Empty: guests read the English.'
    : stale
      ? `${STALE_TRANSLATION_NOTE}: check the ${language} says what the English now says.`
      : 'Shown to guests in this language.';
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div>
        <p className="text-sm font-semibold text-slate-700">{label} in English</p>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
          {e.english || 'No English yet: there is nothing to translate.'}
        </p>
      </div>
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-700">
          {label} in {language}
        </label>
        <textarea
          id={id}
          lang={lang}
          rows={rowsOf(e)}
          className="input mt-1"
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-hint`} className={`mt-1 text-xs ${stale ? 'text-amber-800' : 'text-slate-600'}`}>
          {hint}
        </p>
        {stale && (
          <label className="mt-1 flex items-center gap-2 text-xs text-slate-700">
            <input type="checkbox" checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />
            The {language} still says what the English says
          </label>
        )}
      </div>
    </div>
  );
}
