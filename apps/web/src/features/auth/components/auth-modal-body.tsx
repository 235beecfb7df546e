import { useAuthModal } from '../../../lib/auth-modal-store';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

/** The modal's steps, loaded the first time the modal opens (keeps sign-in code out of the first page load). */
export default function AuthModalBody() {
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
