import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { OPEN_LEAD_FORM_EVENT } from '../../../lib/site';
import { autoOpenPlan, hasSeenLeadForm, isGuestBusy, markLeadFormSeen, mayOpenNow } from '../logic/lead-storage';

/** How often the popup looks at what the guest is doing while it waits to open. */
const WATCH_MS = 250;

/** The form (and its validation) loads the first time the popup opens. */
const LeadForm = lazy(() => import('./lead-form'));

/**
 * The always-mounted special-offers popup. Every page change closes it first; on a first visit it opens after 5 s on
 * the home page (source 'home') or at once on other browsing pages ('first_visit'), never on booking, account,
 * property or room pages, never over a flow: while a dialog, a picker, the open menu or a field being typed in is in
 * use it waits, and it opens only once the guest has left them alone for a few seconds (a picker that just closed is
 * not an opening). It sets the seen flag when it shows; the `openLeadForm` window event opens it at any time with the
 * event's source ('manual' if none).
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
    const check = () => {
      const now = Date.now();
      const busy = isGuestBusy();
      if (busy) lastBusyAt = now;
      if (!mayOpenNow({ now, dueAt, busy, lastBusyAt })) return;
      clearInterval(watch);
      // Another tab may have shown it meanwhile.
      if (hasSeenLeadForm()) return;
      markLeadFormSeen();
      setSource(plan.source);
      setOpen(true);
    };
    const watch = setInterval(check, WATCH_MS);
    if (plan.delayMs === 0) check();
    return () => clearInterval(watch);
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

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Get Best Deals!">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {source === 'home'
          ? "Tell us what you're looking for and get exclusive offers"
          : 'Welcome! Let us help you find the perfect stay'}
      </p>
      <Suspense fallback={<Spinner label="Loading form" />}>
        <LeadForm source={source} onSubmitted={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}
