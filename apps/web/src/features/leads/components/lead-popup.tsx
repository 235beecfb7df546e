import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { OPEN_LEAD_FORM_EVENT } from '../../../lib/site';
import {
  autoOpenPlan,
  hasSeenLeadForm,
  isGuestBusy,
  isSplashUp,
  markLeadFormSeen,
  mayOpenNow,
} from '../logic/lead-storage';

/** How often the popup looks at what the guest is doing while it waits to open. */
const WATCH_MS = 250;

/** The form (and its validation) loads the first time the popup opens. */
const LeadForm = lazy(() => import('./lead-form'));

/**
 * The always-mounted special-offers popup. Every page change closes it first; on a first visit (no seen flag) it
 * opens 5 s after the home page opens (source 'home') or at once on other browsing pages ('first_visit'), as the spec
 * says. The startup splash only holds it until it ends (it would open beneath it), then it opens the moment it is due.
 * Issue 24's exceptions stand: never by itself on booking, account, property or room pages, never over a flow: while
 * a dialog, a picker, the open menu or a field being typed in is in use it waits, and it opens only once the guest has
 * left them alone for a few seconds (a picker that just closed is not an opening). It sets the seen flag when it
 * shows; the `openLeadForm` window event opens it at any time with the event's source ('manual' if none).
 */
export function LeadPopup() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('manual');

  useEffect(() => {
    setOpen(false);
    const plan = autoOpenPlan(pathname, hasSeenLeadForm());
    if (!plan) return;
    const dueAt = Date.now() + plan.delayMs;
    let lastBusyAt: number | null = null;
    let done = false;
    const stop = () => {
      done = true;
      clearInterval(watch);
      clearTimeout(due);
      splashEnd.disconnect();
    };
    const check = () => {
      if (done) return;
      const now = Date.now();
      const busy = isGuestBusy();
      if (busy) lastBusyAt = now;
      if (!mayOpenNow({ now, dueAt, splashUp: isSplashUp(), busy, lastBusyAt })) return;
      stop();
      // Another tab may have shown it meanwhile.
      if (hasSeenLeadForm()) return;
      markLeadFormSeen();
      setSource(plan.source);
      setOpen(true);
    };
    const watch = setInterval(check, WATCH_MS);
    const due = setTimeout(check, plan.delayMs);
    // The splash ends by marking <html>: the popup that waited for it opens in the same moment, not at the next look.
    const splashEnd = new MutationObserver(check);
    splashEnd.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    check();
    return stop;
  }, [pathname]);

  useEffect(() => {
    const onOpen = (e: Event) => {
      const detail = (e as CustomEvent<{ source?: string } | undefined>).detail;
      setSource(detail?.source || 'manual');
      setOpen(true);
    };
    window.addEventListener(OPEN_LEAD_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LEAD_FORM_EVENT, onOpen);
  }, []);

  // Drawn only while open: its words are an area of their own, loaded when it first opens (not on every first load).
  return open ? (
    <Suspense fallback={null}>
      <LeadDialog source={source} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}

function LeadDialog({ source, onClose }: { source: string; onClose: () => void }) {
  const t = useT('dialogs');
  return (
    <Modal open onClose={onClose} title={t('lead.title')}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{source === 'home' ? t('lead.introHome') : t('lead.intro')}</p>
      <Suspense fallback={<Spinner label={t('lead.loading')} />}>
        <LeadForm source={source} onSubmitted={onClose} />
      </Suspense>
    </Modal>
  );
}
