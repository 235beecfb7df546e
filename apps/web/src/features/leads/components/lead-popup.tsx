import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { OPEN_LEAD_FORM_EVENT } from '../../../lib/site';
import { autoOpenPlan, hasSeenLeadForm, isGuestBusy, markLeadFormSeen } from '../logic/lead-storage';

const BUSY_RETRY_MS = 1000;

/** The form (and its validation) loads the first time the popup opens. */
const LeadForm = lazy(() => import('./lead-form'));

/**
 * The always-mounted special-offers popup. Every page change closes it first; on a first visit it opens after 5 s on
 * the home page (source 'home') or at once on other browsing pages ('first_visit'), never over another dialog or the
 * open menu (it waits for them), never on booking or account pages, and sets the seen flag when it shows; the
 * `openLeadForm` window event opens it at any time with the event's source ('manual' if none).
 */
export function LeadPopup() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('manual');

  useEffect(() => {
    setOpen(false);
    const plan = autoOpenPlan(pathname, hasSeenLeadForm());
    if (!plan) return;
    let retry: ReturnType<typeof setInterval> | undefined;
    const show = () => {
      markLeadFormSeen();
      setSource(plan.source);
      setOpen(true);
    };
    // Due while the guest has a dialog or the menu open: wait until it closes, then open (seen only once shown).
    const timer = setTimeout(() => {
      if (!isGuestBusy()) return show();
      retry = setInterval(() => {
        if (isGuestBusy()) return;
        clearInterval(retry);
        show();
      }, BUSY_RETRY_MS);
    }, plan.delayMs);
    return () => {
      clearTimeout(timer);
      clearInterval(retry);
    };
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
