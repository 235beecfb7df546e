import { LANGUAGES, languageNames, pathInLanguage } from '@staybook/contract/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguage, useLanguage, useT } from '../../lib/i18n';

/**
 * The header's language menu: this page in each language, each named in its own (a guest who reads only Hindi finds
 * 'हिन्दी'). Its links are plain addresses ('/hi/property-list?city=Goa&…'), so the page, its dates and its party
 * stay, and the new page arrives rendered by the server in its language with only that language's texts.
 */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLanguage();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const address = `${location.pathname}${location.search}`;
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('header.languageMenu', { language: languageNames[current] })}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 lg:px-3 lg:text-base"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="size-[18px] shrink-0">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span lang={current}>{languageNames[current]}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          id={id}
          className="absolute right-0 z-40 mt-1 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {LANGUAGES.map((lang) => (
            <li key={lang}>
              <a
                href={pathInLanguage(lang, address)}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === current ? 'true' : undefined}
                onClick={() => rememberLanguage(lang)}
                className={`block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-800 ${lang === current ? 'font-semibold text-brand-800' : 'text-slate-700'}`}
              >
                {languageNames[lang]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
