import type { PropertyReviews, PublicReview } from '@staybook/contract/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { ReviewsPanel } from './reviews-panel';

const review = (id: string, over: Partial<PublicReview> = {}): PublicReview => ({
  id,
  guestName: 'Priya S.',
  overall: 5,
  aspects: { cleanliness: 5, location: 4, service: 5, value: 4 },
  title: `Review ${id}`,
  text: 'A short walk to the beach and a lovely breakfast.',
  createdAt: '2026-03-04T10:00:00Z',
  helpfulCount: 2,
  reply: null,
  ...over,
});

const summary = {
  average: 4.5,
  count: 7,
  aspects: { cleanliness: 4.8, location: 4.1, service: 4.6, value: 3.9 },
};

/** The reviews by `sort:page` on the shared API mock; a helpful vote is counted. Returns what was sent. */
function answer(pages: Record<string, PropertyReviews>) {
  const api = mockApi({
    'POST /property/v1/app/reviews/:id/helpful': ok({ helpfulCount: 3, counted: true }),
    'GET /property/v1/app/property/:id/reviews': ({ url }) =>
      ok(pages[`${url.searchParams.get('sort')}:${url.searchParams.get('page')}`]),
  });
  return { sent: () => api.calls.map((c) => `${c.method} ${c.path}`) };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReviewsPanel propertyId="p1" propertyName="Casa Anjuna" />
    </QueryClientProvider>,
  );
}

describe('ReviewsPanel', () => {
  it('shows the score, the aspects, the reviews with the property reply, and more on "Show more"', async () => {
    answer({
      'newest:1': {
        summary,
        items: [review('a', { reply: { text: 'Thank you, Priya!', repliedAt: '2026-03-05T10:00:00Z' } }), review('b')],
        page: 1,
        pageSize: 2,
        hasMore: true,
      },
      'newest:2': { summary, items: [review('c')], page: 2, pageSize: 2, hasMore: false },
    });
    show();
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('7 verified reviews')).toBeInTheDocument();
    const aspects = screen.getByRole('list', { name: 'Guest reviews' });
    expect(within(aspects).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Value for money')).toBeInTheDocument();
    expect(screen.getByText('Response from Casa Anjuna')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Priya!')).toBeInTheDocument();
    expect(screen.getAllByText(/reviewed March 2026/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('heading', { name: 'Review c' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('asks for the most helpful first when the guest sorts, and counts a "Helpful" click', async () => {
    const { sent } = answer({
      'newest:1': { summary, items: [review('a')], page: 1, pageSize: 5, hasMore: false },
      'helpful:1': { summary, items: [review('z', { helpfulCount: 9 })], page: 1, pageSize: 5, hasMore: false },
    });
    show();
    await screen.findByRole('heading', { name: 'Review a' });
    await userEvent.selectOptions(screen.getByLabelText('Sort reviews'), 'Most helpful');
    expect(await screen.findByRole('heading', { name: 'Review z' })).toBeInTheDocument();
    expect(sent()).toContain('GET /property/v1/app/property/p1/reviews?sort=helpful&page=1');

    await userEvent.click(screen.getByRole('button', { name: 'Helpful (9)' }));
    expect(await screen.findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent()).toContain('POST /property/v1/app/reviews/z/helpful');
  });

  it('says plainly when there are no reviews yet', async () => {
    answer({
      'newest:1': {
        summary: { average: 0, count: 0, aspects: { cleanliness: null, location: null, service: null, value: null } },
        items: [],
        page: 1,
        pageSize: 5,
        hasMore: false,
      },
    });
    show();
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort reviews')).not.toBeInTheDocument();
  });
});
