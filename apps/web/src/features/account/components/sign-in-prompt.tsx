import { useEffect } from 'react';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useT } from '../../../lib/i18n';

/** Shown to signed-out visitors on account pages; opens the sign-in modal once on arrival. */
export function SignInPrompt({ message, autoOpen = false }: { message: string; autoOpen?: boolean }) {
  const t = useT();
  const openModal = useAuthModal((s) => s.openModal);
  useEffect(() => {
    if (autoOpen) openModal('LOGIN');
  }, [autoOpen, openModal]);
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
      <p className="text-slate-700">{message}</p>
      <button type="button" className="btn-primary mt-4" onClick={() => openModal('LOGIN')}>
        {t('header.login')}
      </button>
    </div>
  );
}
