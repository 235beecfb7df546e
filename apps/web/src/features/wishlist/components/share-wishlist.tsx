import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { useShareWishlist } from '../api/share-wishlist';

/** The share link of the guest's list: made on the first "Share wishlist", then shown with a copy button. */
export function ShareWishlist({ shareToken }: { shareToken: string | null }) {
  const t = useT('info');
  const share = useShareWishlist();
  const [token, setToken] = useState(shareToken);
  const known = token ?? shareToken;
  const url = known ? `${window.location.origin}${links.sharedWishlist(known)}` : null;

  if (!url)
    return (
      <button
        type="button"
        className="btn-outline"
        disabled={share.isPending}
        onClick={() =>
          share.mutate(undefined, {
            onSuccess: (res) => setToken(res.data.shareToken),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {share.isPending ? t('wishlist.making') : t('wishlist.share')}
      </button>
    );
  return (
    <div className="w-full rounded-2xl bg-brand-50 p-4 sm:max-w-xl">
      <label htmlFor="wishlist-share-link" className="text-sm font-semibold text-slate-900">
        {t('wishlist.shareLink')}
      </label>
      <p className="text-sm text-slate-700">{t('wishlist.shareNote')}</p>
      <div className="mt-2 flex gap-2">
        <input
          id="wishlist-share-link"
          readOnly
          value={url}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn-primary"
          onClick={() =>
            navigator.clipboard
              .writeText(url)
              .then(() => toast.success(t('wishlist.copied')))
              .catch(() => toast.info(t('wishlist.copyYourself')))
          }
        >
          {t('wishlist.copy')}
        </button>
      </div>
    </div>
  );
}
