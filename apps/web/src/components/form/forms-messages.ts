import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { useEffect, useState } from 'react';
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
