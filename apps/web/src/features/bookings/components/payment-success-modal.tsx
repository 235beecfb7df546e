import { I18nProvider, Trans } from '@lingui/react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { usePageI18n, useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';

interface PaymentSuccessModalProps {
  open: boolean;
  bookingId: string;
  code: string;
  onGoHome: () => void;
  onClose: () => void;
}

/** Spec 2.10's success modal, shown over the confirmation page the guest lands on after paying. */
export function PaymentSuccessModal({ open, bookingId, code, onGoHome, onClose }: PaymentSuccessModalProps) {
  const t = useT('confirmation');
  const i18n = usePageI18n();
  return (
    <Modal open={open} onClose={onClose} title={t('confirm.success.title')} size="sm">
      <div className="text-center">
        <p
          className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
          aria-hidden="true"
        >
          ✓
        </p>
        <p className="text-slate-700">
          {/* One sentence holding the code (<0>…</0>), wherever the language puts it. */}
          <I18nProvider i18n={i18n}>
            <Trans
              id="confirm.success.sentence"
              values={{ code }}
              components={{ 0: <span className="font-semibold" /> }}
            />
          </I18nProvider>
        </p>
        <div className="mt-5 flex flex-col gap-2">
          <button type="button" className="btn-primary" onClick={onClose}>
            {t('confirm.success.voucher')}
          </button>
          <Link to={links.bookingDetails(bookingId)} className="btn-outline">
            {t('confirm.viewBooking')}
          </Link>
          <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={onGoHome}>
            {t('confirm.success.home')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
