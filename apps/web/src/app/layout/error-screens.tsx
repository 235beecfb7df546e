import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useEffect, useState } from 'react';
import { bootWords } from '../../lib/boot-words';
import { loadAreas, usePageLanguage } from '../../lib/i18n';

const ROUTE_ERROR_WORDS = {
  'error.title': 'Something went wrong.',
  'error.text': 'Please reload the page. If it keeps happening, contact our 24/7 support.',
  'error.reload': 'Reload Page',
} as const;
type RouteErrorWord = keyof typeof ROUTE_ERROR_WORDS;

/**
 * The error screen's words in the page's language, without suspending (a screen drawn because a render failed must
 * not wait on anything): the spec's English until the `info` area is in, which it loads if the page has not.
 */
function useRouteErrorWords(): (id: RouteErrorWord) => string {
  const language = usePageLanguage();
  const english = language.lang === DEFAULT_LANGUAGE;
  const [, rerender] = useState(0);
  useEffect(() => {
    if (english || language.loaded.has('info')) return;
    let live = true;
    void loadAreas(language, ['info']).then(() => {
      if (live) rerender((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [english, language]);
  const ready = !english && language.loaded.has('info');
  return (id) => (ready ? language.i18n._(id) : ROUTE_ERROR_WORDS[id]);
}

/** 'Something went wrong.' for a render failure inside the routes. */
export function RouteErrorScreen() {
  const t = useRouteErrorWords();
  return (
    <main className="grid min-h-[70vh] place-items-center px-6 text-center">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('error.title')}</h1>
        <p className="mt-2 text-slate-600">{t('error.text')}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </main>
  );
}

/**
 * Shown when the application cannot start at all; clears stored data before reloading. Drawn outside the app's
 * providers, and possibly because a chunk failed to load, so it is index.html's own markup in the page's language
 * (the boot words' template the server translated, lib/boot-words.ts), cloned here: nothing to load, no words in JS.
 */
export function FailedToLoadScreen({ onClear }: { onClear: () => void }) {
  return (
    <main className="grid min-h-screen place-items-center px-6 text-center">
      <div
        ref={(box) => {
          const words = bootWords();
          if (!box || !words) return;
          box.replaceChildren(words.content.cloneNode(true));
          box.querySelector('button')?.addEventListener('click', onClear);
        }}
      />
    </main>
  );
}
