import type { StaffList, StaffMember } from '@staybook/contract/admin-staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/api-mock';
import StaffPage from './staff-page';

const ANJUNA = { id: '11111111-1111-4111-8111-111111111111', name: 'Anjuna Villa' };
const BAGA = { id: '22222222-2222-4222-8222-222222222222', name: 'Baga Cottage' };

const member = (over: Partial<StaffMember> = {}): StaffMember => ({
  id: '33333333-3333-4333-8333-333333333333',
  phone: '9822000003',
  name: 'Rhea Desk',
  role: 'front_desk',
  allProperties: false,
  properties: [ANJUNA],
  state: 'invited',
  invitedAt: '2026-11-20T10:00:00.000Z',
  lastSignInAt: null,
  ...over,
});

const list = (members: StaffMember[]): StaffList => ({ members, properties: [ANJUNA, BAGA] });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StaffPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('accessToken', 't'));

describe('the staff page', () => {
  it('lists members with their role, properties and whether they have signed in', async () => {
    mockApi({
      'GET /api/admin/staff': ok(
        list([
          member(),
          member({
            id: 'x',
            name: 'Asha',
            role: 'admin',
            allProperties: true,
            properties: [],
            state: 'active',
            lastSignInAt: '2026-11-21T10:00:00.000Z',
          }),
        ]),
      ),
    });
    renderPage();
    const rows = await screen.findAllByTestId('staff-row');
    expect(
      [within(rows[0]!).getByRole('rowheader'), ...within(rows[0]!).getAllByRole('cell')].map((c) => c.textContent),
    ).toEqual([
      'Rhea Desk',
      '+91 98220 00003',
      'Front desk',
      'Anjuna Villa',
      'Invited',
      'Edit Rhea DeskRemove Rhea Desk',
    ]);
    expect(within(rows[1]!).getByText('Every property')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
  });

  it('invites with a pasted number, a role and chosen properties, and says why a property is needed', async () => {
    const api = mockApi({
      'GET /api/admin/staff': ok(list([])),
      'POST /api/admin/staff': ok(member({ properties: [BAGA] })),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const form = screen.getByRole('form', { name: 'Invite a staff member' });
    await user.type(within(form).getByLabelText('Mobile number'), '+91 98220 00003');
    await user.type(within(form).getByLabelText('Name'), 'Rhea Desk');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Choose at least one property, or every property.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/staff')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Baga Cottage' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    // The form closes once the server has the invitation.
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Invite a staff member' })).toBeNull());
    expect(api.callsTo('POST /api/admin/staff')[0]?.body).toEqual({
      phone: '9822000003',
      name: 'Rhea Desk',
      role: 'front_desk',
      allProperties: false,
      propertyIds: [BAGA.id],
    });
  });

  it("shows the server's refusal when the last administrator would be removed", async () => {
    mockApi({
      'GET /api/admin/staff': ok(list([member({ role: 'admin', allProperties: true, properties: [] })])),
      'DELETE /api/admin/staff/:id': fail(
        409,
        'CONFLICT',
        'The last administrator cannot be removed or given another role. Make someone else an administrator first.',
      ),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Rhea Desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Rhea Desk' }));
    expect(await screen.findByText(/The last administrator cannot be removed/)).toBeInTheDocument();
  });
});
