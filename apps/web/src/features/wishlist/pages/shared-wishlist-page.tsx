import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSharedWishlist } from '../api/get-shared-wishlist';
import { WishlistGrid } from '../components/wishlist-grid';

/** /wishlist/:token: a wishlist someone shared, read-only and without their name. */
export default function SharedWishlistPage() {
  const { token = '' } = useParams();
  const t = useT('info');
  usePageMeta(t('wishlist.shared.title'), t('wishlist.shared.description'));
  const list = useSharedWishlist(token);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wishlist.shared.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('wishlist.shared.description')}</p>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl border border-slate-200 p-8 text-center">
          <p className="font-semibold text-slate-900">{t('wishlist.shared.broken')}</p>
          <p className="mt-1 text-slate-700">{t('wishlist.shared.brokenHint')}</p>
          <Link to={paths.propertyList} className="btn-primary mt-4 inline-block">
            {t('header.category.all')}
          </Link>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 p-8 text-center text-slate-700">
          {t('wishlist.shared.empty')}
        </p>
      ) : (
        <WishlistGrid items={list.data} editable={false} />
      )}
    </main>
  );
}
