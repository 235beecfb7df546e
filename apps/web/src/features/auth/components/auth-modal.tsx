import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { bootWords } from '../../../lib/boot-words';
import { useT } from '../../../lib/i18n';

/**
 * The always-mounted sign-in modal (root layout). Any feature opens it through useAuthModal; on success it runs the
 * opener's onSuccess, closes, and — because the body unmounts — starts from a clean phone step next time.
 */
export function AuthModal() {
  const open = useAuthModal((s) => s.open);
  const view = useAuthModal((s) => s.view);
  const closeModal = useAuthModal((s) => s.closeModal);
  // The header's words for the title (the shell's: no area to wait for before the dialog is named).
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={closeModal}
      title={view === 'SIGNUP' ? t('header.signUp') : t('header.login')}
      size="sm"
    >
      {open && (
        // Drawn while the `auth` area loads, so its words are the page's boot words (index.html's), not that area's.
        <Suspense fallback={<Spinner label={bootWords()?.dataset.signInLoading} />}>
          <AuthModalBody />
        </Suspense>
      )}
    </Modal>
  );
}

const AuthModalBody = lazy(() => import('./auth-modal-body'));
