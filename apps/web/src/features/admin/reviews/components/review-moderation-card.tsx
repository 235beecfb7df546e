import { formatInstant } from '@staybook/contract/format';
import { reviewAspectLabels, reviewAspects, reviewStatusLabels } from '@staybook/contract/review-rules';
import type { AdminReview } from '@staybook/contract/reviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '../../../../lib/paths';
import { Badge } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import { useHideReview } from '../api/hide-review';
import { usePublishReview } from '../api/publish-review';
import { moderationActions, statusTone } from '../logic/review-moderation';
import { ReplyForm } from './reply-form';

/** One review as a moderator sees it: status, scores, text, the reply, and Publish / Hide / Reply. */
export function ReviewModerationCard({ review }: { review: AdminReview }) {
  const publish = usePublishReview();
  const hide = useHideReview();
  const [replying, setReplying] = useState(false);
  const failure = publish.error ?? hide.error;
  const name = `“${review.title}” by ${review.guestName}`;

  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-label={name}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone[review.status]}>{reviewStatusLabels[review.status]}</Badge>
        <span className="font-semibold text-slate-900">{review.overall}/5</span>
        <h3 className="font-semibold text-slate-900">{review.title}</h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {review.guestName} · {review.propertyName} · {formatInstant(review.createdAt)}
        {review.bookingCode ? ` · booking ${review.bookingCode}` : ' · demo review'}
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p>
      <p className="mt-2 text-xs text-slate-600">
        {reviewAspects.map((a) => `${reviewAspectLabels[a]} ${review.aspects[a]}/5`).join(' · ')} ·{' '}
        {review.helpfulCount} found it helpful
      </p>
      {review.reply && !replying && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold">Reply from the property · {formatInstant(review.reply.repliedAt)}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      {replying ? (
        <ReplyForm reviewId={review.id} reply={review.reply?.text ?? ''} onDone={() => setReplying(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {moderationActions(review.status).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'publish' ? 'btn-primary' : 'btn-outline'}
              disabled={publish.isPending || hide.isPending}
              aria-label={`${action === 'publish' ? 'Publish' : 'Hide'} ${name}`}
              onClick={() => (action === 'publish' ? publish : hide).mutate(review.id)}
            >
              {action === 'publish' ? 'Publish' : 'Hide'}
            </button>
          ))}
          <button
            type="button"
            className="btn-outline"
            aria-label={`${review.reply ? 'Edit reply to' : 'Reply to'} ${name}`}
            onClick={() => setReplying(true)}
          >
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
          <Link to={links.propertyDetails(review.propertyId)} className="btn-outline">
            View on the site
          </Link>
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(failure)}
        </p>
      )}
    </article>
  );
}
