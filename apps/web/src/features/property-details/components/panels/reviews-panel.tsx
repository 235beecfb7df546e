import { type ReviewSort, reviewSortValues } from '@staybook/contract/review-rules';
import { useId, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { useT } from '../../../../lib/i18n';
import { usePropertyReviews } from '../../api/get-property-reviews';
import { aspectRows, mergeReviewPages } from '../../logic/review-view';
import { EmptyState } from './empty-state';
import { ReviewCard, Stars } from './review-card';

/** Verified reviews of the property: its score and aspects, then the published reviews, newest or most helpful. */
export function ReviewsPanel({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const t = useT('property');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = usePropertyReviews(propertyId, sort);
  const sortId = useId();

  if (reviews.isPending) return <Spinner label={t('property.reviews.loading')} />;
  if (reviews.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>{t('property.reviews.failed')}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void reviews.refetch()}>
          {t('property.reviews.tryAgain')}
        </button>
      </div>
    );

  const summary = reviews.data.pages[0]!.summary;
  const items = mergeReviewPages(reviews.data.pages);
  if (summary.count === 0)
    return (
      <section aria-labelledby={`${sortId}-title`}>
        <h2 id={`${sortId}-title`} className="mb-3 text-xl font-semibold text-slate-900">
          {t('property.reviews.title')}
        </h2>
        <EmptyState message={t('property.reviews.none')} />
      </section>
    );

  return (
    <section aria-labelledby={`${sortId}-title`} className="space-y-6">
      <div className="grid gap-6 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[auto_1fr] sm:p-6">
        <div>
          <h2 id={`${sortId}-title`} className="text-xl font-semibold text-slate-900">
            {t('property.reviews.title')}
          </h2>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="text-4xl font-bold text-slate-900">{summary.average.toFixed(1)}</span>
            <span className="text-slate-600">{t('property.reviews.outOf5')}</span>
          </p>
          <Stars score={summary.average} />
          <p className="mt-1 text-sm text-slate-600">{t('property.reviews.verified', { count: summary.count })}</p>
        </div>
        <dl className="grid content-center gap-2" aria-label={t('property.reviews.byAspect')}>
          {aspectRows(summary).map((row) => (
            <div key={row.key} className="grid grid-cols-[8.5rem_1fr_2rem] items-center gap-3 text-sm">
              <dt className="text-slate-700">{t('property.reviews.aspect', { aspect: row.key })}</dt>
              <dd className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${(row.score / 5) * 100}%` }} />
              </dd>
              <dd className="text-right font-semibold text-slate-900">{row.score.toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('property.reviews.rule')}</p>
        <label htmlFor={sortId} className="flex items-center gap-2 text-sm font-medium text-slate-700">
          {t('property.reviews.sort')}
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as ReviewSort)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
          >
            {reviewSortValues.map((value) => (
              <option key={value} value={value}>
                {t('property.reviews.sortBy', { sort: value })}
              </option>
            ))}
          </select>
        </label>
      </div>

      <ul className="space-y-4" aria-label={t('property.reviews.list')} aria-busy={reviews.isFetching}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} propertyName={propertyName} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <button
          type="button"
          className="btn-outline w-full sm:w-auto"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? t('property.reviews.loadingMore') : t('property.reviews.showMore')}
        </button>
      )}
    </section>
  );
}
