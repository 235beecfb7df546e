import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { loadPageLanguage, PageLanguageProvider } from '../../../lib/i18n';
import { mockApi, ok } from '../../../test/api-mock';
import ProfilePage from '../pages/profile-page';

const guest = { id: 'u1', phone: '9811100004', name: null, email: null, role: 'guest' as const };

describe("the profile's saved name", () => {
  afterEach(() => useAuthStore.getState().logout());

  it('is not put back by the profile read that was on its way when the guest saved', async () => {
    // The read the page sends when it opens answers only after the save has: with the details from before it.
    let answerRead: (value: unknown) => void = () => undefined;
    const read = new Promise((resolve) => {
      answerRead = resolve;
    });
    const api = mockApi({
      'GET /user/v1/guest-auth/me': () => read,
      'PATCH /user/v1/guest-auth/me': (request) => ok({ ...guest, ...(request.body as object) }),
    });
    useAuthStore.getState().login(guest, { accessToken: 't' });
    const language = await loadPageLanguage('en', ['info']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const router = createMemoryRouter([{ path: '/', element: <ProfilePage /> }]);
    await act(async () => {
      render(
        <PageLanguageProvider language={language}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PageLanguageProvider>,
      );
    });
    await waitFor(() => expect(api.callsTo('GET /user/v1/guest-auth/me')).toHaveLength(1));

    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Full name'), 'Asha Naik');
    await u.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('heading', { name: 'Hello Asha Naik' })).toBeInTheDocument();

    await act(async () => answerRead(ok(guest)));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByRole('heading', { name: 'Hello Asha Naik' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Naik');
    expect(useAuthStore.getState().user?.name).toBe('Asha Naik');
  });
});
