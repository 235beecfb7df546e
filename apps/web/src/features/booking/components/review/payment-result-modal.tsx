import { Link } from 'react-router';
import { Modal } from '../../../../components/ui/modal';
import { links, paths } from '../../../../lib/paths';

export type PaymentResult = { kind: 'success'; bookingId: string; code: string } | { kind: 'failure' } | null;

interface PaymentResultModalProps {
  result: PaymentResult;
  onGoHome: () => void;
  onTryAgain: () => void;
}

/** Spec 2.10 result modal: success with Go to Home; failure with Try Again, which only closes it. */
export function PaymentResultModal({ result, onGoHome, onTryAgain }: PaymentResultModalProps) {
  if (result?.kind === 'success') {
    return (
      <Modal open onClose={onGoHome} title="Payment Successful!" size="sm">
        <div className="text-center">
          <p
            className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
            aria-hidden="true"
          >
            ✓
          </p>
          <p className="text-slate-700">
            Your booking <span className="font-semibold">{result.code}</span> is confirmed. We have sent the details by
            SMS and e-mail.
          </p>
          <div className="mt-5 flex flex-col gap-2">
            <button type="button" className="btn-primary" onClick={onGoHome}>
              Go to Home
            </button>
            <Link to={links.bookingDetails(result.bookingId)} className="btn-outline">
              View booking
            </Link>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open={result?.kind === 'failure'} onClose={onTryAgain} title="Payment Failed" size="sm">
      <div className="text-center">
        <p
          className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-red-100 text-2xl text-red-700"
          aria-hidden="true"
        >
          !
        </p>
        <p className="text-slate-700">Something went wrong with the payment. Please try again or contact support.</p>
        <div className="mt-5 flex flex-col gap-2">
          <button type="button" className="btn-primary" onClick={onTryAgain}>
            Try Again
          </button>
          <Link to={paths.support} className="text-sm font-medium text-brand-700 underline">
            Contact support
          </Link>
        </div>
      </div>
    </Modal>
  );
}
