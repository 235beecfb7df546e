interface SpinnerProps {
  /** The branded variant shows the logo mark with a pulse, for full-page loads. */
  branded?: boolean;
  label?: string;
  className?: string;
}

export function Spinner({ branded = false, label = 'Loading', className = '' }: SpinnerProps) {
  if (branded) {
    return (
      <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}>
        <div className="relative size-14">
          <span className="absolute inset-0 animate-ping rounded-full bg-brand-500/30" />
          <span className="relative grid size-14 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white">
            S
          </span>
        </div>
        <span className="text-sm font-medium text-slate-600">{label}…</span>
      </div>
    );
  }
  return (
    <div role="status" className={`flex items-center justify-center py-8 ${className}`}>
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
