import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useAuthStore } from '../../../lib/auth-store';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useWishlistStore } from '../../../lib/wishlist';
import { useDeviceWishlist, useOwnWishlist } from '../api/get-wishlist';
import { ShareWishlist } from '../components/share-wishlist';
import { WishlistGrid } from '../components/wishlist-grid';

/** /wishlist: the properties saved with the heart — the account's when signed in, else this device's. */
export default function WishlistPage() {
  const t = useT('info');
  usePageMeta(t('wishlist.title'), t('wishlist.description'));
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const openModal = useAuthModal((s) => s.openModal);
  const { deviceIds, accountIds, revision, syncFailed } = useWishlistStore();
  const onAccount = signedIn && accountIds !== null;
  // Signed in, the account's list is shown once the device's hearts are merged into it (a moment after each visit
  // starts); if that merge failed, the device's hearts are shown meanwhile.
  const onDevice = !signedIn || (accountIds === null && syncFailed);
  const own = useOwnWishlist(revision, onAccount);
  const device = useDeviceWishlist(deviceIds, onDevice && deviceIds.length > 0);
  const shown = onAccount ? own.data?.items : !onDevice ? undefined : deviceIds.length === 0 ? [] : device.data;
  const failed = onAccount ? own.isError : device.isError;

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wishlist.heading')}</h1>
          <p className="mt-1 text-slate-700">
            {onAccount ? t('wishlist.onAccount') : signedIn ? t('wishlist.joining') : t('wishlist.onDevice')}
          </p>
        </div>
        {onAccount && own.data && own.data.items.length > 0 && <ShareWishlist shareToken={own.data.shareToken} />}
        {!signedIn && (
          <button type="button" className="btn-outline" onClick={() => openModal('LOGIN')}>
            {t('wishlist.signInToShare')}
          </button>
        )}
      </div>
      {failed ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {t('wishlist.loadFailed')}
        </p>
      ) : shown === undefined ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 p-8 text-center">
          <p className="font-semibold text-slate-900">{t('wishlist.empty')}</p>
          <p className="mt-1 text-slate-700">{t('wishlist.emptyHint')}</p>
          <Link to={paths.propertyList} className="btn-primary mt-4 inline-block">
            {t('header.category.all')}
          </Link>
        </div>
      ) : (
        <WishlistGrid items={shown} editable />
      )}
    </main>
  );
}
