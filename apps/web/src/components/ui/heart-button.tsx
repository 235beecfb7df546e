import { errorMessage } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { useT } from '../../lib/i18n';
import { toggleHeart, useIsSaved } from '../../lib/wishlist';
import { toast } from './toast';

/**
 * The favourite heart (spec 2.4, 2.7) that now saves to the wishlist (issue 24): on the account when signed in, else
 * on this device until sign-in. Its labels are the spec's "favourites" toggle, naming the property.
 */
export function HeartButton({
  propertyId,
  propertyName,
  className = '',
}: {
  propertyId: string;
  propertyName: string;
  className?: string;
}) {
  const isSaved = useIsSaved(propertyId);
  const t = useT();
  const onClick = async () => {
    try {
      const saved = await toggleHeart(propertyId);
      const signedIn = useAuthStore.getState().isAuthenticated;
      if (saved) toast.success(t(signedIn ? 'card.savedToAccount' : 'card.savedOnDevice', { name: propertyName }));
      else toast.info(t('card.removedFromWishlist', { name: propertyName }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={t(isSaved ? 'card.unsave' : 'card.save', { name: propertyName })}
      onClick={() => void onClick()}
      className={className}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-5 ${isSaved ? 'fill-coral-600 text-coral-600' : 'fill-none text-slate-700'}`}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.9 5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.6 0 5.7 3.6 4.4 6.8C19.5 16.4 12 21 12 21z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
