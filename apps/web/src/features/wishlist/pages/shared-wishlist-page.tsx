import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSharedWishlist } from '../api/get-shared-wishlist';
import { WishlistGrid } from '../components/wishlist-grid';

/** /wishlist/:token: a wishlist someone shared, read-only and without their name. */
export default function SharedWishlistPage() {
  const { token = '' } = useParams();
  usePageMeta('Shared wishlist', 'Properties someone saved on Staybook and shared with you.');
  const list = useSharedWishlist(token);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">A shared wishlist</h1>
        <p className="mt-1 text-slate-700">Properties someone saved on Staybook and shared with you.</p>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl border border-slate-200 p-8 text-center">
          <p className="font-semibold text-slate-900">This wishlist link does not work</p>
          <p className="mt-1 text-slate-700">Ask for a new link, or look around our properties.</p>
          <Link to={paths.propertyList} className="btn-primary mt-4 inline-block">
            View All Properties
          </Link>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 p-8 text-center text-slate-700">
          This wishlist has no properties at the moment.
        </p>
      ) : (
        <WishlistGrid items={list.data} editable={false} />
      )}
    </main>
  );
}
