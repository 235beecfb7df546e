import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
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
  return (
    <Modal open={open} onClose={onClose} title="Payment Successful!" size="sm">
      <div className="text-center">
        <p
          className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
          aria-hidden="true"
        >
          ✓
        </p>
        <p className="text-slate-700">
          Your booking <span className="font-semibold">{code}</span> is confirmed. We have sent the details by SMS and
          e-mail.
        </p>
        <div className="mt-5 flex flex-col gap-2">
          <button type="button" className="btn-primary" onClick={onClose}>
            See confirmation and voucher
          </button>
          <Link to={links.bookingDetails(bookingId)} className="btn-outline">
            View booking
          </Link>
          <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={onGoHome}>
            Go to Home
          </button>
        </div>
      </div>
    </Modal>
  );
}
