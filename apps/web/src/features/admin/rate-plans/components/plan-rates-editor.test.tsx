import type { PlanRates } from '@staybook/contract/admin-rate-plans';
import { addDays } from '@staybook/contract/stay-dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { PlanRatesEditor } from './plan-rates-editor';

const ROOM = '11111111-1111-4111-8111-111111111111';
const PLAN = '22222222-2222-4222-8222-222222222222';
const TODAY = '2026-12-20';
const RATES_PATH = `/api/admin/rate-plans/room-types/${ROOM}/plans/${PLAN}/rates`;

/** Fourteen nights from `from`: the plan's own ₹9,000 on 24–25 Dec, the room's ₹5,000 elsewhere. */
function ratesFrom(from: string): PlanRates {
  return {
    planId: PLAN,
    planName: 'Festive',
    roomTypeName: 'Garden Room',
    hasOwnRates: true,
    nights: Array.from({ length: 14 }, (_, i) => {
      const date = addDays(from, i);
      const ownRate = date === '2026-12-24' || date === '2026-12-25' ? 9_000 : null;
      return { date, rate: ownRate ?? 5_000, ownRate, roomRate: 5_000 };
    }),
  };
}

/** The plan's rates on the shared API mock: a fortnight from the asked `from`, and a save's counts. */
function mockRatesApi() {
  return mockApi({
    [`GET ${RATES_PATH}`]: ({ url }) => ok(ratesFrom(url.searchParams.get('from') ?? TODAY)),
    [`PUT ${RATES_PATH}`]: ok({ updated: 3, cleared: 0 }),
  }).calls;
}

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PlanRatesEditor roomTypeId={ROOM} planId={PLAN} planName="Festive" today={TODAY} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('a plan’s own rates', () => {
  it('shows two weeks of nights with the plan’s own rate and the room’s rate where it has none', async () => {
    mockRatesApi();
    renderEditor();
    const table = await screen.findByRole('table', { name: 'Festive: rates by night' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(within(table).getByRole('row', { name: /Thu, 24 Dec/ })).toHaveTextContent(/₹5,000₹9,000$/);
    expect(within(table).getByRole('row', { name: /Sun, 20 Dec/ })).toHaveTextContent("₹5,000 (room's rate)");
    expect(screen.getByRole('button', { name: 'Earlier nights' })).toBeDisabled();
  });

  it('sets a rate on the weekend nights of a range, and refuses nights before today', async () => {
    const user = userEvent.setup();
    const calls = mockRatesApi();
    renderEditor();
    await screen.findByRole('table');
    const from = screen.getByLabelText('First night');
    await user.clear(from);
    await user.type(from, '2026-12-19');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(from).toHaveAccessibleDescription(/^Nights before today \(.+\) cannot be edited\.$/);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '2026-12-21');
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sun' }));
    await user.type(screen.getByLabelText("Plan's nightly rate (₹)"), '11000');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      from: '2026-12-21',
      to: '2026-12-26',
      weekdays: [0, 6],
      rate: 11_000,
    });
  });

  it('clears the plan’s rate back to the room’s rate without asking for a rate', async () => {
    const user = userEvent.setup();
    const calls = mockRatesApi();
    renderEditor();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: /Follow the room's rate on these nights/ }));
    expect(screen.queryByLabelText("Plan's nightly rate (₹)")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ rate: null });
  });

  it('moves to the next two weeks', async () => {
    const user = userEvent.setup();
    const calls = mockRatesApi();
    renderEditor();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Later nights' }));
    await screen.findByText('Sun, 03 Jan 2027 to Sat, 16 Jan 2027');
    expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2027-01-03');
  });
});
