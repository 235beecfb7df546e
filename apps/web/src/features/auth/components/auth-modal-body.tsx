import { use } from 'react';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { loadAreas, usePageLanguage, useT } from '../../../lib/i18n';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

/**
 * The modal's steps, loaded the first time the modal opens (keeps sign-in code out of the first page load), with
 * the `auth` area's messages: this part waits for them (the modal's spinner stays) before any of the steps' hooks
 * runs, so no part below suspends halfway through its hooks.
 */
export default function AuthModalBody() {
  const language = usePageLanguage();
  if (!language.loaded.has('auth')) {
    void loadAreas(language, ['auth']);
    use(language.loading.get('auth')!);
  }
  return <AuthSteps />;
}

function AuthSteps() {
  const t = useT('auth');
  const flow = useOtpFlow('modal', () => {
    const { onSuccess, closeModal } = useAuthModal.getState();
    onSuccess?.();
    closeModal();
  });
  return (
    <div className="space-y-4">
      <p className="-mt-2 text-sm text-slate-600">
        {flow.step === 'phone' ? t('auth.intro.phone') : t('auth.intro.otp')}
      </p>
      {flow.step === 'phone' ? <PhoneStep flow={flow} /> : <OtpStep flow={flow} />}
    </div>
  );
}
