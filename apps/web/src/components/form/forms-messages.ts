import { contractMessageId } from '@staybook/contract/contract-messages';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { loadAreas, type Translate, usePageLanguage } from '../../lib/i18n';

/**
 * The contract's validation messages in the page's language (@staybook/contract/contract-messages), for a form
 * showing an error: null on an English page (the schema's words are English's) and until the `forms` area is in,
 * which it loads without suspending the form (the schema's English stands meanwhile).
 */
export function useFormsMessages(): Translate<AreaId<'forms'>> | null {
  const language = usePageLanguage();
  const english = language.lang === DEFAULT_LANGUAGE;
  const [, rerender] = useState(0);
  useEffect(() => {
    if (english || language.loaded.has('forms')) return;
    let live = true;
    void loadAreas(language, ['forms']).then(() => {
      if (live) rerender((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [english, language]);
  const ready = !english && language.loaded.has('forms');
  return ready ? (id, values) => language.i18n._(id, values) : null;
}

/**
 * A call the API's schema refused (its 400 VALIDATION_ERROR, `details.issues`: each field's path and the contract's
 * message for it), in the page's language: the first issue, the one an English page shows, in its `forms` words when
 * the contract writes its message; null for another error or a message the contract does not write (a programming
 * error's, such as a malformed id), for the page's own fallback.
 */
export function validationIssueWords(err: unknown, forms: Translate<AreaId<'forms'>>): string | null {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_ERROR') return null;
  const first = (err.details as { issues?: Array<{ message?: unknown }> } | undefined)?.issues?.[0]?.message;
  const id = typeof first === 'string' ? contractMessageId(first) : null;
  return id ? forms(id) : null;
}
