import type { PropertyReviews } from '@staybook/contract/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../../../lib/i18n';
import { mockApi, ok } from '../../../../test/api-mock';
import { RatePlanList } from '../../../booking/components/rate-plan-list';
import type { RatePlanOption } from '../../../booking/logic/room-option';
import type { RoomCardView } from '../../logic/room-view';
import { AmenitiesPanel } from './amenities-panel';
import { ReviewsPanel } from './reviews-panel';
import { RoomsPanel } from './rooms-panel';

/**
 * The property page's tab panels and the rooms page's rate plans in the page's language (issue 43): Hindi and German
 * words, counts through ICU plurals, the review month through Intl in IST; English exactly as before catalogues.
 */
async function inLanguage(lang: 'en' | 'hi' | 'de', children: ReactNode) {
  const language = await loadPageLanguage(lang, ['property', 'rooms']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PageLanguageProvider language={language}>
            <Suspense fallback={null}>{children}</Suspense>
          </PageLanguageProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

const room = (id: string, over: Partial<RoomCardView> = {}): RoomCardView => ({
  id,
  title: `Room ${id}`,
  description: '',
  roomType: 'Deluxe',
  rating: 4.5,
  adults: { base: 2, max: 2 },
  children: { base: 0, max: 1 },
  images: [],
  amenities: [],
  isAvailable: true,
  isExternal: false,
  alternativeStay: null,
  ...over,
});

const rooms = [
  room('a'),
  room('b', { children: { base: 0, max: 0 }, adults: { base: 1, max: 1 }, isAvailable: false }),
];
const stay = { checkInDate: null, checkOutDate: null, adults: 2, children: 0 };

const plans: RatePlanOption[] = [
  {
    id: 'p1',
    name: 'Room only',
    mealPlanLabel: '',
    cancellationHeadline: 'Non-refundable',
    isNonRefundable: true,
    nights: [{ date: 1_800_000_000, rate: 123_456, availableInventory: 2 }],
    taxPerNight: 22_222,
  },
  {
    id: 'p2',
    name: 'Breakfast',
    mealPlanLabel: '',
    cancellationHeadline: 'Free cancellation',
    isNonRefundable: false,
    nights: [{ date: 1_800_000_000, rate: 130_000, availableInventory: 2 }],
    taxPerNight: 0,
  },
];

function answerReviews() {
  const page: PropertyReviews = {
    summary: { average: 4.5, count: 1, aspects: { cleanliness: 4.8, location: 4.1, service: 4.6, value: 3.9 } },
    items: [
      {
        id: 'r1',
        guestName: 'Priya S.',
        overall: 5,
        aspects: { cleanliness: 5, location: 4, service: 5, value: 4 },
        title: 'Lovely',
        text: 'A short walk to the beach.',
        createdAt: '2026-03-04T20:00:00Z',
        helpfulCount: 2,
        reply: null,
      },
    ],
    page: 1,
    hasMore: false,
  } as unknown as PropertyReviews;
  mockApi({ 'GET /property/v1/app/property/:id/reviews': ok(page) });
}

describe('the property page panels in the page language', () => {
  it('English: the rooms tab and the rate plans read as before catalogues', async () => {
    await inLanguage(
      'en',
      <>
        <RoomsPanel rooms={rooms} stay={stay} />
        <RatePlanList roomName="Sea View" plans={plans} chosenId={null} onChoose={() => {}} disabled={false} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '1 room available' })).toBeInTheDocument();
    expect(screen.getByText('Deluxe · Up to 2 adults and 1 child')).toBeInTheDocument();
    expect(screen.getByText('Deluxe · Up to 1 adult')).toBeInTheDocument();
    expect(screen.getByText('Not available for these dates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View room details of Room a' })).toHaveTextContent('View room details');
    const rates = screen.getByRole('group', { name: 'Rates for Sea View' });
    expect(within(rates).getByRole('button', { name: 'Choose rate Sea View: Room only' })).toHaveTextContent('Chosen');
    expect(within(rates).getByText('+ ₹22,222 taxes')).toBeInTheDocument();
    expect(within(rates).getByText('No GST')).toBeInTheDocument();
    expect(within(rates).getAllByText('/ night', { exact: false })).toHaveLength(2);
  });

  it('Hindi: the rooms tab, amenities and rate plans, prices in Indian grouping', async () => {
    await inLanguage(
      'hi',
      <>
        <RoomsPanel rooms={rooms} stay={stay} />
        <AmenitiesPanel
          groups={[
            {
              title: 'Pool',
              amenities: [{ title: 'Pool', description: '', details: '', image: null, type: 'Common' }],
            },
          ]}
        />
        <RatePlanList roomName="Sea View" plans={plans} chosenId="p2" onChoose={() => {}} disabled={false} />
      </>,
    );
    expect(screen.getByRole('heading', { name: '1 कमरा उपलब्ध' })).toBeInTheDocument();
    expect(screen.getByText('Deluxe · ज़्यादा से ज़्यादा 2 वयस्क और 1 बच्चा')).toBeInTheDocument();
    expect(screen.getByText('इन तारीख़ों पर उपलब्ध नहीं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Room a का विवरण देखें' })).toHaveTextContent('कमरे का विवरण देखें');
    expect(screen.getByText('साझा')).toBeInTheDocument();
    const rates = screen.getByRole('group', { name: 'Sea View के रेट' });
    expect(within(rates).getByRole('button', { name: 'रेट चुनें Sea View: Breakfast' })).toHaveTextContent('चुना गया');
    expect(within(rates).getByText('₹1,23,456')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/property\.|rooms\.|Up to|available|night/);
  });

  it('German: the reviews tab, its aspects, sort and the review month through Intl', async () => {
    answerReviews();
    await inLanguage('de', <ReviewsPanel propertyId="p1" propertyName="Casa Anjuna" />);
    expect(await screen.findByRole('heading', { name: 'Bewertungen' })).toBeInTheDocument();
    expect(screen.getByText('1 verifizierte Bewertung')).toBeInTheDocument();
    expect(screen.getByText('Sauberkeit')).toBeInTheDocument();
    expect(screen.getByText('Preis-Leistungs-Verhältnis')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bewertungen sortieren' })).toHaveDisplayValue('Neueste zuerst');
    // 4 March 2026 at 20:00 UTC is already 5 March in IST: the month is still März.
    expect(screen.getByText('Priya S. · hat übernachtet, bewertet im März 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5.0 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hilfreich (2)' })).toBeInTheDocument();
    expect(screen.getByText('Preis 4/5')).toBeInTheDocument();
  });
});
