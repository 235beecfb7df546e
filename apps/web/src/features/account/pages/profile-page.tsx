import { formatIndianMobile } from '@staybook/contract/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { logoutRequest, useMe } from '../api/me';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileLinks } from '../components/profile-links';

/** /profile: 'Hello Guest' (or the guest's name), their details, links and Log out (spec 2.14, section 4). */
export default function ProfilePage() {
  const t = useT('info');
  usePageMeta(t('account.title'));
  const user = useAuthStore((s) => s.user);
  const update = useAuthStore((s) => s.update);
  const openModal = useAuthModal((s) => s.openModal);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe(user !== null);
  const [loggingOut, setLoggingOut] = useState(false);

  // The server is the source of truth for the name; keep the stored copy (and the guest-form prefill) in step.
  useEffect(() => {
    const fresh = me.data?.data;
    if (fresh) update({ name: fresh.name, email: fresh.email, role: fresh.role });
  }, [me.data, update]);

  const name = user?.name?.trim() || t('account.guest');

  async function logOut() {
    setLoggingOut(true);
    // Revoke on the server first so the refresh cookie is dead even if this device is shared; a failure (offline)
    // must not keep the guest signed in locally.
    await logoutRequest().catch(() => undefined);
    useAuthStore.getState().logout();
    queryClient.clear();
    navigate(paths.home);
    toast.success(t('account.loggedOut'));
  }

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white shadow-md">
        <span
          className="grid size-14 shrink-0 place-items-center rounded-full bg-white/20 text-2xl font-bold"
          aria-hidden="true"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold">{t('account.hello', { name })}</h1>
          <p className="text-sm text-brand-100">{user ? formatIndianMobile(user.phone) : t('account.signedOutNote')}</p>
        </div>
      </header>

      {user ? (
        <section aria-labelledby="details-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="details-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t('account.details')}
          </h2>
          <ProfileDetailsForm user={user} />
        </section>
      ) : null}

      <ProfileLinks signedIn={user !== null} />

      {user ? (
        <button
          type="button"
          onClick={() => void logOut()}
          disabled={loggingOut}
          className="btn-outline w-full py-3 text-red-700"
        >
          {loggingOut ? t('account.loggingOut') : t('account.logOut')}
        </button>
      ) : (
        <button type="button" onClick={() => openModal('LOGIN')} className="btn-primary w-full py-3">
          {t('account.loginSignUp')}
        </button>
      )}
    </main>
  );
}
