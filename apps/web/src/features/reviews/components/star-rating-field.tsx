import { useId } from 'react';
import { useT } from '../../../lib/i18n';

const scores = [1, 2, 3, 4, 5] as const;

interface StarRatingFieldProps {
  legend: string;
  value: number | undefined;
  onChange: (score: number) => void;
  error?: string;
}

/**
 * 1 to 5 stars as a radio group: each star is a labelled radio ("4 stars, Good"), so arrow keys, screen readers and
 * touch all work; the stars up to the chosen one are filled. Its words are the page's language (`bookings.rate.*`).
 */
export function StarRatingField({ legend, value, onChange, error }: StarRatingFieldProps) {
  const id = useId();
  const t = useT('bookings');
  const word = (score: number) => t('bookings.rate.word', { score });
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 flex items-center gap-1">
        {scores.map((score) => {
          const filled = value !== undefined && score <= value;
          return (
            <label
              key={score}
              className="grid size-11 cursor-pointer place-items-center rounded-lg text-3xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className="sr-only"
                aria-label={t('bookings.rate.star', { count: score, word: word(score) })}
              />
              <span aria-hidden="true" className={filled ? 'text-amber-500' : 'text-slate-300'}>
                ★
              </span>
            </label>
          );
        })}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {value ? word(value) : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
