import {
  type ContentLanguage,
  contentLanguageEnglishNames,
  type TranslatableKind,
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
  propertyId: string;
  kind: TranslatableKind;
  /** The property's or the room type's id. */
  id: string;
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
  const idPrefix = `words-${subject.id}`;
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
  const entries = translations.data.items.filter((e) => e.kind === subject.kind && e.id === subject.id);
  return <TranslationFields subject={subject} lang={lang} entries={entries} />;
}

function TranslationFields({
  subject,
  lang,
  entries,
}: {
  subject: Subject;
  lang: ContentLanguage;
  entries: Array<{ field: string; english: string; values: Partial<Record<ContentLanguage, string>> }>;
}) {
  const [values, setValues] = useState(() => Object.fromEntries(entries.map((e) => [e.field, e.values[lang] ?? ''])));
  const save = useSaveTranslations(subject.propertyId, lang);
  const language = contentLanguageEnglishNames[lang];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      entries.map((e) => ({ kind: subject.kind, id: subject.id, field: e.field, value: values[e.field] ?? '' })),
      { onSuccess: () => toast.success(`${language} words of ${subject.name} saved.`) },
    );
  };
  const fieldId = (field: string) => `words-${subject.id}-${lang}-${field}`;
  return (
    <form onSubmit={onSubmit} aria-label={`${subject.name} in ${language}`} className="space-y-4">
      <p className="text-sm text-slate-600">
        What guests read on the {languageNames[lang]} pages. A field left empty shows them the English.
      </p>
      {entries.map((e) => {
        const label = translatableFieldLabels[e.field] ?? e.field;
        return (
          <div key={e.field} className="grid gap-3 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold text-slate-700">{label} in English</p>
              <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
                {e.english || 'No English yet: there is nothing to translate.'}
              </p>
            </div>
            <div>
              <label htmlFor={fieldId(e.field)} className="text-sm font-semibold text-slate-700">
                {label} in {language}
              </label>
              <textarea
                id={fieldId(e.field)}
                lang={lang}
                rows={5}
                className="input mt-1"
                aria-describedby={`${fieldId(e.field)}-hint`}
                value={values[e.field] ?? ''}
                onChange={(event) => setValues((v) => ({ ...v, [e.field]: event.target.value }))}
              />
              <p id={`${fieldId(e.field)}-hint`} className="mt-1 text-xs text-slate-600">
                {values[e.field]?.trim() ? 'Shown to guests in this language.' : 'Empty: guests read the English.'}
              </p>
            </div>
          </div>
        );
      })}
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
