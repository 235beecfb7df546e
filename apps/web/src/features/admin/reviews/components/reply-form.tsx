import { REVIEW_REPLY_MAX, type ReviewReplyInput, reviewReplyInputSchema } from '@staybook/contract/reviews';
import { SaveError, SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { useReplyToReview } from '../api/reply-to-review';

/** The property's public reply under a review (replaces an earlier one). */
export function ReplyForm({ reviewId, reply, onDone }: { reviewId: string; reply: string; onDone: () => void }) {
  const save = useReplyToReview();
  const form = useSchemaForm<ReviewReplyInput, ReviewReplyInput>(reviewReplyInputSchema, { text: reply });
  return (
    <SchemaForm
      form={form}
      label="Property reply"
      className="mt-3 space-y-3"
      onSubmit={(input) => save.mutate({ id: reviewId, input }, { onSuccess: onDone })}
    >
      <TextField
        name="text"
        label="Reply as the property"
        hint="Shown to guests under the review once it is published."
        rows={4}
        maxLength={REVIEW_REPLY_MAX}
      />
      <SaveError error={save.error} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Post reply'}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
