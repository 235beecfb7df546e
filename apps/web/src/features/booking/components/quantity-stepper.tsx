interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers: "Deluxe Room rooms", "Adults". */
  label: string;
  /** The buttons' names, in the page's language ('Decrease Deluxe Room rooms' unless given). */
  decreaseLabel?: string;
  increaseLabel?: string;
  size?: 'sm' | 'md';
}

/** − value + with both ends bounded; the buttons say what they change. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  decreaseLabel = `Decrease ${label}`,
  increaseLabel = `Increase ${label}`,
  size = 'md',
}: QuantityStepperProps) {
  const box = size === 'sm' ? 'size-8 text-lg' : 'size-10 text-xl';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset
    <div role="group" aria-label={label} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={`grid ${box} place-items-center rounded-full border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={`grid ${box} place-items-center rounded-full border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={increaseLabel}
      >
        +
      </button>
    </div>
  );
}
