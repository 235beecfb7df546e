import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../lib/console-api';

/**
 * A button that downloads a file the API serves behind the staff token (a CSV, a PDF): fetched, then saved by the
 * browser. Busy while it runs; a failure is said in a toast and the button stays for another try.
 */
export function DownloadButton({
  label,
  busyLabel = 'Downloading…',
  download,
  className = 'btn-outline',
  accessibleName,
}: {
  label: string;
  busyLabel?: string;
  download: () => Promise<void>;
  className?: string;
  /** A fuller name for screen readers when the visible label repeats down a table ('Download PDF of SB/26-27/000123'). */
  accessibleName?: string;
}) {
  const run = useMutation({ mutationFn: download });
  const busy = run.isPending;
  return (
    <button
      type="button"
      className={className}
      aria-label={accessibleName}
      aria-busy={busy}
      disabled={busy}
      onClick={() => run.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
