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

const WIFI = '33333333-3333-4333-8333-333333333333';
const POOL = '44444444-4444-4444-8444-444444444444';

describe('the language tabs of a property’s amenities', () => {
  const amenities: PropertyTranslations = {
    items: [
      ...(['title', 'description'] as const).map((field) => ({
        kind: 'property_amenity' as const,
        id: WIFI,
        label: 'Free Wi-Fi everywhere',
        field,
        english: field === 'title' ? 'Free Wi-Fi everywhere' : 'Fibre in every room',
        values: field === 'title' ? { hi: 'मुफ़्त वाई-फ़ाई' } : {},
        ...(field === 'title' ? { stale: ['hi' as const] } : {}),
      })),
      { kind: 'property_amenity', id: POOL, label: 'Pool', field: 'title', english: 'Pool', values: {} },
      { kind: 'property', id: ANJUNA.id, label: ANJUNA.name, field: 'description', english: 'A villa.', values: {} },
    ],
  };

  it('shows every amenity under its English name, marks words whose English changed, and saves them confirmed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/catalogue/properties/:id/translations': ok(amenities),
      'PUT /api/admin/catalogue/properties/:id/translations/:language': ok(amenities),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ContentLanguageTabs subject={{ propertyId: ANJUNA.id, kind: 'property_amenity', name: 'Amenities' }}>
            <p>The English list</p>
          </ContentLanguageTabs>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'हिन्दी' }));
    const wifi = within(await screen.findByRole('group', { name: 'Free Wi-Fi everywhere' }));
    expect(screen.getByRole('group', { name: 'Pool' })).toBeInTheDocument();
    // The property's own description is on its Details tab, not here.
    expect(screen.queryByText('A villa.')).toBeNull();
    const title = wifi.getByRole('textbox', { name: 'Title in Hindi' });
    expect(title).toHaveValue('मुफ़्त वाई-फ़ाई');
    expect(title).toHaveAccessibleDescription(
      'English changed since translated: check the Hindi says what the English now says.',
    );
    expect(wifi.getByRole('textbox', { name: 'Description in Hindi' })).toHaveAccessibleDescription(
      'Empty: guests read the English.',
    );
    await user.click(wifi.getByRole('checkbox', { name: 'The Hindi still says what the English says' }));
    await user.click(screen.getByRole('button', { name: 'Save Hindi' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/admin/catalogue/properties/:id/translations/:language')).toHaveLength(1),
    );
    expect(api.callsTo('PUT /api/admin/catalogue/properties/:id/translations/:language')[0]?.body).toEqual({
      items: [
        { kind: 'property_amenity', id: WIFI, field: 'title', value: 'मुफ़्त वाई-फ़ाई', confirmed: true },
        { kind: 'property_amenity', id: WIFI, field: 'description', value: '' },
        { kind: 'property_amenity', id: POOL, field: 'title', value: '' },
      ],
    });
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
          {
            propertyId: ANJUNA.id,
            propertyName: ANJUNA.name,
            kind: 'property_amenity',
            id: ANJUNA.id,
            label: 'Amenities',
            field: '*',
            missing: ['es', 'fr'],
            stale: ['hi', 'de'],
            fields: 12,
          },
          {
            propertyId: ANJUNA.id,
            propertyName: ANJUNA.name,
            kind: 'room_amenity',
            id: ANJUNA.id,
            label: 'Room amenities',
            field: '*',
            missing: ['hi'],
            fields: 8,
          },
          {
            propertyId: ANJUNA.id,
            propertyName: ANJUNA.name,
            kind: 'nearby_place',
            id: ANJUNA.id,
            label: 'Nearby places',
            field: '*',
            missing: ['de'],
            fields: 6,
          },
          {
            propertyId: ANJUNA.id,
            propertyName: ANJUNA.name,
            kind: 'amenity_group',
            id: ANJUNA.id,
            label: 'Amenity group headings',
            field: '*',
            missing: ['fr'],
            stale: ['hi'],
            fields: 4,
          },
        ],
      }),
    });
    renderConsole('/admin/catalogue/translations');
    expect(await screen.findByRole('heading', { name: 'Translations missing' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('missing-translation');
    expect(rows).toHaveLength(6);
    expect(
      within(rows[0]!).getByRole('link', { name: `Enter the German description of ${ANJUNA.name}` }),
    ).toHaveAttribute('href', `/admin/catalogue/properties/${ANJUNA.id}?lang=de`);
    expect(within(rows[0]!).queryByRole('link', { name: /Hindi/ })).toBeNull();
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Garden Room · Room type description');
    expect(within(rows[1]!).getByRole('link', { name: 'Enter the Hindi description of Garden Room' })).toHaveAttribute(
      'href',
      `/admin/catalogue/properties/${ANJUNA.id}?lang=hi&room=${ROOM}`,
    );
    // A property's amenities are one row; words entered for an English since changed listed apart, each language a
    // link to the amenities' tab in that language.
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Amenities · 12 fields');
    expect(
      within(rows[2]!).getByRole('link', {
        name: `Check the German words of ${ANJUNA.name}'s amenities: English changed since translated`,
      }),
    ).toHaveAttribute('href', `/admin/catalogue/properties/${ANJUNA.id}?lang=de&list=amenities`);
    expect(
      within(rows[2]!).getByRole('link', { name: `Enter the Spanish words of ${ANJUNA.name}'s amenities` }),
    ).toBeInTheDocument();
    // A room type's amenities, the property's rooms' all in one row, link to the property's Room amenities panel.
    expect(
      within(rows[3]!).getByRole('link', { name: `Enter the Hindi words of ${ANJUNA.name}'s room amenities` }),
    ).toHaveAttribute('href', `/admin/catalogue/properties/${ANJUNA.id}?lang=hi&list=room_amenities`);
    // The nearby places, one row, link to the property's Nearby places panel on the language's tab.
    expect(
      within(rows[4]!).getByRole('link', { name: `Enter the German words of ${ANJUNA.name}'s nearby places` }),
    ).toHaveAttribute('href', `/admin/catalogue/properties/${ANJUNA.id}?lang=de&list=nearby`);
    // The amenities' group headings, one row, link to the Amenities panel (which holds them) on the language's tab.
    expect(within(rows[5]!).getByRole('rowheader')).toHaveTextContent('Amenity group headings · 4 fields');
    expect(
      within(rows[5]!).getByRole('link', {
        name: `Check the Hindi words of ${ANJUNA.name}'s amenity group headings: English changed since translated`,
      }),
    ).toHaveAttribute('href', `/admin/catalogue/properties/${ANJUNA.id}?lang=hi&list=amenities`);
  });
});
