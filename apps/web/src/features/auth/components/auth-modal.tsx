import { Modal } from '../../../components/ui/modal';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

/**
 * The always-mounted sign-in modal (root layout). Any feature opens it through useAuthModal; on success it runs the
 * opener's onSuccess, closes, and — because the body unmounts — starts from a clean phone step next time.
 */
export function AuthModal() {
  const open = useAuthModal((s) => s.open);
  const view = useAuthModal((s) => s.view);
  const closeModal = useAuthModal((s) => s.closeModal);
  return (
    <Modal open={open} onClose={closeModal} title={view === 'SIGNUP' ? 'Sign Up' : 'Login'} size="sm">
      {open && <AuthModalBody />}
    </Modal>
  );
}

function AuthModalBody() {
  const flow = useOtpFlow('modal', () => {
    const { onSuccess, closeModal } = useAuthModal.getState();
    onSuccess?.();
    closeModal();
  });
  return (
    <div className="space-y-4">
      <p className="-mt-2 text-sm text-slate-600">
        {flow.step === 'phone' ? 'Enter your mobile number to continue.' : 'Verify your mobile number.'}
      </p>
      {flow.step === 'phone' ? <PhoneStep flow={flow} /> : <OtpStep flow={flow} />}
    </div>
  );
}
