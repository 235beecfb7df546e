import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { OPEN_LEAD_FORM_EVENT } from '../../../lib/site';
import { autoOpenPlan, hasSeenLeadForm, markLeadFormSeen } from '../logic/lead-storage';

/** The form (and its validation) loads the first time the popup opens. */
const LeadForm = lazy(() => import('./lead-form'));

/**
 * The always-mounted special-offers popup. Every page change closes it first; on a first visit it opens after 5 s on
 * the home page (source 'home') or at once elsewhere ('first_visit') and sets the seen flag; the `openLeadForm`
 * window event opens it at any time with the event's source ('manual' if none).
 */
export function LeadPopup() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('manual');

  useEffect(() => {
    setOpen(false);
    const plan = autoOpenPlan(pathname, hasSeenLeadForm());
    if (!plan) return;
    const timer = setTimeout(() => {
      markLeadFormSeen();
      setSource(plan.source);
      setOpen(true);
    }, plan.delayMs);
    return () => clearTimeout(timer);
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
