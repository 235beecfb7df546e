import { reviewAspects } from '@staybook/contract/review-rules';
import type { PublicReview } from '@staybook/contract/reviews';
import { useState } from 'react';
import { useFormats, useT } from '../../../../lib/i18n';
import { useMarkReviewHelpful } from '../../api/mark-review-helpful';
import { reviewMonth } from '../../logic/review-view';

/** Five stars filled to the score (rounded to the nearest half is not worth the noise: whole stars), read as text. */
export function Stars({ score }: { score: number }) {
  const t = useT('property');
  const filled = Math.round(score);
  return (
    <span
      className="inline-flex text-amber-500"
      role="img"
      aria-label={t('property.reviews.stars', { score: score.toFixed(1) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? '' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** One published review: score, title, who and when, the text, aspect scores, the property's reply and "Helpful". */
export function ReviewCard({ review, propertyName }: { review: PublicReview; propertyName: string }) {
  const t = useT('property');
  const formats = useFormats();
  const helpful = useMarkReviewHelpful();
  const [count, setCount] = useState(review.helpfulCount);
  const [voted, setVoted] = useState(false);
  const vote = () =>
    helpful.mutate(review.id, {
      onSuccess: (result) => {
        setCount(result.helpfulCount);
        setVoted(true);
      },
    });

  return (
    <article className="rounded-2xl border border-slate-200 p-4 sm:p-5" aria-labelledby={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars score={review.overall} />
        <h3 id={`review-${review.id}`} className="font-semibold text-slate-900">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('property.reviews.byline', { name: review.guestName, month: formats.month(reviewMonth(review.createdAt)) })}
      </p>
      <p className="mt-3 whitespace-pre-line text-slate-800">{review.text}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs text-slate-700" aria-label={t('property.reviews.scores')}>
        {reviewAspects.map((a) => (
          <li key={a} className="rounded-full bg-slate-100 px-2.5 py-1">
            {t('property.reviews.aspectScore', { aspect: a, score: String(review.aspects[a]) })}
          </li>
        ))}
      </ul>
      {review.reply && (
        <div className="mt-4 rounded-xl border-l-4 border-brand-600 bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{t('property.reviews.responseFrom', { name: propertyName })}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.text}</p>
        </div>
      )}
      <div className="mt-3 flex items-center gap-3 text-sm">
        <button
          type="button"
          className="btn-outline min-h-11"
          aria-pressed={voted}
          disabled={voted || helpful.isPending}
          onClick={vote}
        >
          {t('property.reviews.helpful', { count })}
        </button>
        {voted && <span className="text-slate-600">{t('property.reviews.thanks')}</span>}
        {helpful.isError && (
          <span role="alert" className="text-red-700">
            {t('property.reviews.voteFailed')}
          </span>
        )}
      </div>
    </article>
  );
}
