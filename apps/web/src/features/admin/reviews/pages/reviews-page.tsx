import { EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { FilterForm, useUrlFilters } from '../../components/list-kit';
import { usePropertyOptions } from '../api/get-property-options';
import { reviewFilterKeys, reviewListQuery, useReviews } from '../api/get-reviews';
import { ReviewModerationCard } from '../components/review-moderation-card';
import { statusOptions } from '../logic/review-moderation';

/** Guest reviews of the member's properties: filter by property and status, publish, hide, reply. */
export default function ReviewsPage() {
  const { params, filters, page, apply, clear, goTo } = useUrlFilters(reviewFilterKeys);
  const properties = usePropertyOptions();
  const reviews = useReviews(reviewListQuery(filters, page));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reviews"
        help="Only guests who stayed can review. A review counts towards the property's rating once published."
      />
      <Panel title="Filters">
        <FilterForm label="Filter reviews" formKey={params.toString()} onSubmit={apply} onClear={clear}>
          <div>
            <label className="label" htmlFor="reviews-property">
              Property
            </label>
            <select id="reviews-property" name="propertyId" className="input" defaultValue={filters.propertyId ?? ''}>
              <option value="">Every property</option>
              {(properties.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.city})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor="reviews-status">
              Status
            </label>
            <select id="reviews-status" name="status" className="input" defaultValue={status ?? ''}>
              {statusOptions.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </FilterForm>
      </Panel>
      <Panel title="Reviews">
        {reviews.isPending && <Loading label="Loading reviews" />}
        {reviews.isError && <ErrorNotice error={reviews.error} onRetry={() => void reviews.refetch()} />}
        {reviews.data?.items.length === 0 && <EmptyState>No reviews match these filters.</EmptyState>}
        {reviews.data && reviews.data.items.length > 0 && (
          <ul className="space-y-3" aria-label="Reviews">
            {reviews.data.items.map((review) => (
              <li key={review.id}>
                <ReviewModerationCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {reviews.data && (page > 1 || reviews.data.hasMore) && (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
            <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous page
            </button>
            <span className="text-sm text-slate-600">Page {page}</span>
            <button
              type="button"
              className="btn-outline"
              disabled={!reviews.data.hasMore}
              onClick={() => goTo(page + 1)}
            >
              Next page
            </button>
          </nav>
        )}
      </Panel>
    </div>
  );
}
