import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { ReviewForm } from './review-form';

const BOOKING_ID = '7d1f5a52-3a43-4b7e-9c1e-2f0c6d7a8b90';

function renderForm() {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewForm bookingId={BOOKING_ID} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onDone };
}

describe('review form', () => {
  it('asks for each unscored aspect by name, a title and the text, and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose 1 to 5 stars for overall.')).toBeInTheDocument();
    expect(screen.getByText('Choose 1 to 5 stars for value for money.')).toBeInTheDocument();
    expect(screen.getByText('Give your review a title')).toBeInTheDocument();
    expect(screen.getByText(/^Tell other guests a little more \(at least \d+ characters\)$/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the stars, the trimmed title and text, and hands back the answer', async () => {
    const api = mockApi({ 'POST /property/v1/app/reviews': { success: true, message: 'Thanks for your review' } });
    const { user, onDone } = renderForm();
    for (const [legend, stars] of [
      ['Overall', '5 stars'],
      ['Cleanliness', '4 stars'],
      ['Location', '5 stars'],
      ['Service', '3 stars'],
      ['Value for money', '4 stars'],
    ] as const) {
      const group = screen.getByRole('group', { name: legend });
      await user.click(within(group).getByRole('radio', { name: new RegExp(`^${stars}`) }));
    }
    await user.type(screen.getByLabelText('Title'), '  Quiet and clean ');
    await user.type(
      screen.getByRole('textbox', { name: 'Your review' }),
      'The staff were kind and the room was spotless.',
    );
    expect(screen.getByText('What did you like, and what could be better? (46/2000)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Thanks for your review'));
    expect(api.callsTo('POST /property/v1/app/reviews')[0]?.body).toEqual({
      bookingId: BOOKING_ID,
      overall: 5,
      cleanliness: 4,
      location: 5,
      service: 3,
      value: 4,
      title: 'Quiet and clean',
      text: 'The staff were kind and the room was spotless.',
    });
  });
});
