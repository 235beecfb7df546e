import { toast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';

interface ShareButtonProps {
  title: string;
  /** The page's address; a path is made absolute (on this site's origin) when shared. */
  url: string;
  className?: string;
}

/** The device's share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title, url: path, className = '' }: ShareButtonProps) {
  const t = useT('property');
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `${title} on Staybook`, url });
        toast.success('Thanks for sharing!');
        return;
      } catch (err) {
        // Closing the share sheet is not a failure; anything else falls through to copying.
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error('Could not copy the link. Please copy it from the address bar.');
    }
  };
  return (
    <button type="button" onClick={share} aria-label={t('property.share')} className={className}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
