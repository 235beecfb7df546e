import { isLanguage } from '@staybook/contract/languages';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { Toaster } from '../../components/ui/toast';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { LeadPopup } from '../../features/leads/components/lead-popup';
import { useLanguage, useT } from '../../lib/i18n';
import { replayEarlyTap } from '../early-taps';
import { Footer } from './footer';
import { Header } from './header';
import { PageScroll } from './page-scroll';

/**
 * Marks the page as live (`<html data-page-ready>`) once the page's part has hydrated or rendered: it sits in the
 * same Suspense boundary as the page, so its effect runs only when the page's own chunk is in. A tap the guest made
 * before then was kept by index.html's head script and is made again now. Browser stories wait for it after loading a
 * page, as a test that taps early would otherwise test the replay, not the control.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
    replayEarlyTap();
  }, []);
  return null;
}

/**
 * The offer of the browser's language (language-suggestion.tsx), loaded only when the browser prefers another of the
 * site's languages than the page's: nothing on a first load otherwise.
 */
function useLanguageSuggestion(): ComponentType | null {
  const lang = useLanguage();
  const [suggestion, setSuggestion] = useState<ComponentType | null>(null);
  useEffect(() => {
    const another = (navigator.languages ?? []).some((tag) => {
      const base = tag.split('-')[0]?.toLowerCase();
      return base !== lang && isLanguage(base);
    });
    if (another) void import('./language-suggestion').then((m) => setSuggestion(() => m.LanguageSuggestion));
  }, [lang]);
  return suggestion;
}

/** Mounted on every guest route: header, page, footer, the auth modal, the lead popup and toasts. */
export function RootLayout() {
  const t = useT();
  const Suggestion = useLanguageSuggestion();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      {Suggestion && <Suggestion />}
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down as the page loads. */}
      <div id="main" className="min-h-screen flex-1">
        <Suspense fallback={<Spinner branded />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </div>
      <Footer />
      <AuthModal />
      <LeadPopup />
      <Toaster />
      <PageScroll />
    </div>
  );
}
