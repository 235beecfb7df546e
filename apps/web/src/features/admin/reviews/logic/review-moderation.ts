import { type ReviewStatus, reviewStatuses, reviewStatusLabels } from '@staybook/contract/review-rules';

/** The status filter's options: every status, waiting ones first as the list shows them. */
export const statusOptions: ReadonlyArray<readonly [string, string]> = [
  ['', 'Every status'],
  ...reviewStatuses.map((s) => [s, reviewStatusLabels[s]] as const),
];

export const statusTone: Record<ReviewStatus, 'amber' | 'green' | 'slate'> = {
  pending: 'amber',
  published: 'green',
  hidden: 'slate',
};

/** What a moderator may do next: publish unless published, hide unless hidden. */
export function moderationActions(status: ReviewStatus): Array<'publish' | 'hide'> {
  return [
    ...(status !== 'published' ? (['publish'] as const) : []),
    ...(status !== 'hidden' ? (['hide'] as const) : []),
  ];
}
