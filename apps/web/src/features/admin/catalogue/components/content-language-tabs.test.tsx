import type { PropertyTranslations, TranslationsInput } from '@staybook/contract/content-translations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../../components/ui/toast';
import { mockApi, ok } from '../../../../test/api-mock';
import { ANJUNA, accessOf, renderConsole } from '../../test/render-console';
import { ContentLanguageTabs } from './content-language-tabs';

const ROOM = '22222222-2222-4222-8222-222222222222';
const HINDI = 'गोवा के समुद्र तट के पास एक शांत विला।';

const translations = (hi?: string): PropertyTranslations => ({
  items: [
    {
      kind: 'property',
      id: ANJUNA.id,
      label: ANJUNA.name,
      field: 'description',
      english: 'A quiet villa near the beach.',
      values: hi ? { hi } : {},
    },
    {
      kind: 'room_type',
      id: ROOM,
      label: 'Garden Room',
      field: 'description',
      english: 'Opens onto the garden.',
      values: { de: 'Öffnet sich zum Garten.' },
    },
  ],
});

function renderTabs(initial?: string) {
  const api = mockApi({
    'GET /api/admin/catalogue/properties/:id/translations': ok(translations()),
    'PUT /api/admin/catalogue/properties/:id/translations/:language': ({ body }) =>
      ok(translations((body as TranslationsInput).items[0]?.value)),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContentLanguageTabs
          subject={{ propertyId: ANJUNA.id, kind: 'property', id: ANJUNA.id, name: ANJUNA.name }}
          initial={initial}
        >
          <p>The English form</p>
        </ContentLanguageTabs>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

describe('the console’s language tabs beside the English', () => {
  it('names each language in its own script, English first and open', () => {
    renderTabs();
    const tabs = within(screen.getByRole('tablist', { name: `Language of ${ANJUNA.name}'s words` }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'English',
      'हिन्दी',
      'Español',
      'Français',
      'Deutsch',
    ]);
    expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The English form')).toBeInTheDocument();
  });

  it('saves a language’s description beside its English, an empty field saying the English is shown', async () => {
    const user = userEvent.setup();
    const api = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'हिन्दी' }));
    const field = await screen.findByRole('textbox', { name: 'Description in Hindi' });
    expect(screen.getByText('A quiet villa near the beach.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('lang', 'hi');
    expect(field).toHaveAccessibleDescription('Empty: guests read the English.');
    await user.type(field, HINDI);
    expect(field).toHaveAccessibleDescription('Shown to guests in this language.');
    await user.click(screen.getByRole('button', { name: 'Save Hindi' }));
    await vi.waitFor(() =>
      expect(useToastStore.getState()).toMatchObject({
        show: true,
        type: 'success',
        message: `Hindi words of ${ANJUNA.name} saved.`,
      }),
    );
    const [put] = api.callsTo('PUT /api/admin/catalogue/properties/:id/translations/:language');
    expect(put?.path).toBe(`/api/admin/catalogue/properties/${ANJUNA.id}/translations/hi`);
    expect(put?.body).toEqual({ items: [{ kind: 'property', id: ANJUNA.id, field: 'description', value: HINDI }] });
    // Another language's tab has its own, empty field: the property's German is the English.
    await user.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect(await screen.findByRole('textbox', { name: 'Description in German' })).toHaveValue('');
  });

  it('opens on the language a link names', async () => {
    renderTabs('hi');
    expect(screen.getByRole('tab', { name: 'हिन्दी' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Description in Hindi' })).toBeInTheDocument();
  });
});

describe('the console’s "Translations missing" page', () => {
  it('lists each field lacking a language, each language a link to its tab', async () => {
    mockApi({
      'GET /api/admin/me': ok(accessOf('property_manager')),
      'GET /api/admin/catalogue/translations/missing': ok({
        items: [
          {
            propertyId: ANJUNA.id,
            propertyName: ANJUNA.name,
            kind: 'property',
            id: ANJUNA.id,
            label: ANJUNA.name,
            field: 'description',
            missing: ['es', 'fr', 'de'],
          },
          {
            propertyId: ANJUNA.id,
            propertyName: ANJUNA.name,
            kind: 'room_type',
            id: ROOM,
            label: 'Garden Room',
            field: 'description',
            missing: ['hi'],
          },
        ],
      }),
    });
    renderConsole('/admin/catalogue/translations');
    expect(await screen.findByRole('heading', { name: 'Translations missing' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('missing-translation');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: `Enter the German description of ${ANJUNA.name}` }),
    ).toHaveAttribute('href', `/admin/catalogue/properties/${ANJUNA.id}?lang=de`);
    expect(within(rows[0]!).queryByRole('link', { name: /Hindi/ })).toBeNull();
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Garden Room · Room type description');
    expect(within(rows[1]!).getByRole('link', { name: 'Enter the Hindi description of Garden Room' })).toHaveAttribute(
      'href',
      `/admin/catalogue/properties/${ANJUNA.id}?lang=hi&room=${ROOM}`,
    );
  });
});
