import {
  LANGUAGE_OFFER_DISMISSED_KEY,
  languageOffers,
  suggestedLanguage,
} from '@staybook/contract/language-suggestion';
import { LANGUAGE_COOKIE, type Language, pathInLanguage } from '@staybook/contract/languages';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguage, useLanguage } from '../../lib/i18n';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The offer of the browser's language (issue 43): a page in another language than the guest's browser prefers says,
 * in that language, that it can be read in it, with a link to this page's address in it (a new page, rendered by the
 * server in the language) and a "No, thanks" the device remembers. Never a redirect: the page the address names is
 * the page shown. Loaded by the layout only when the browser prefers another of the site's languages.
 */
export function LanguageSuggestion() {
  const page = useLanguage();
  const location = useLocation();
  const [offer, setOffer] = useState<Language | null>(null);
  useEffect(() => {
    const chosen = document.cookie.split(';').some((c) => c.trim().startsWith(`${LANGUAGE_COOKIE}=`));
    setOffer(suggestedLanguage({ preferred: navigator.languages ?? [], page, chosen, dismissed: readDismissed() }));
  }, [page]);
  if (!offer) return null;
  const words = languageOffers[offer];
  const dismiss = () => {
    try {
      localStorage.setItem(LANGUAGE_OFFER_DISMISSED_KEY, 'true');
    } catch {}
    setOffer(null);
  };
  return (
    <aside
      lang={offer}
      aria-label={words.read}
      className="flex flex-wrap items-center justify-center gap-3 border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm"
    >
      <a
        href={pathInLanguage(offer, `${location.pathname}${location.search}`)}
        onClick={() => rememberLanguage(offer)}
        className="font-semibold text-brand-800 underline"
      >
        {words.read}
      </a>
      <button type="button" className="text-slate-700 underline" onClick={dismiss}>
        {words.dismiss}
      </button>
    </aside>
  );
}
