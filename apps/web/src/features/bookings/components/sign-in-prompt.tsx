import { useAuthModal } from '../../../lib/auth-modal-store';
import { useT } from '../../../lib/i18n';

export function SignInPrompt({ message }: { message: string }) {
  const t = useT('bookings');
  return (
    <div className="rounded-2xl border border-slate-200 p-8 text-center">
      <p className="text-slate-700">{message}</p>
      <button type="button" className="btn-primary mt-4" onClick={() => useAuthModal.getState().openModal('LOGIN')}>
        {t('bookings.signInButton')}
      </button>
    </div>
  );
}
