import { useSupportEmail } from '../../lib/support-email';

/**
 * The support address as a mailto link, from the server's configuration (one address everywhere). While it loads, a
 * quiet placeholder of about its width keeps the sentence in place; nothing made up is shown.
 */
export function SupportEmailLink({ className = 'font-semibold text-brand-800 underline' }: { className?: string }) {
  const email = useSupportEmail();
  if (!email)
    return (
      <span aria-hidden="true" className="inline-block h-[1em] w-40 animate-pulse rounded bg-current/20 align-middle" />
    );
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
