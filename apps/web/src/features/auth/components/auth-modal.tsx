import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal-store';

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
      {open && (
        <Suspense fallback={<Spinner label="Loading sign-in" />}>
          <AuthModalBody />
        </Suspense>
      )}
    </Modal>
  );
}

const AuthModalBody = lazy(() => import('./auth-modal-body'));
