import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import type { PropertyTranslations, TranslationsInput } from '@staybook/contract/content-translations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { ANJUNA } from '../../test/render-console';
import { ExtrasPanels } from './extras-panels';
import { TranslatedListPanel } from './translated-list-panel';

const WIFI = '33333333-3333-4333-8333-333333333333';
const POOL = '44444444-4444-4444-8444-444444444444';
const SPA = '55555555-5555-4555-8555-555555555555';
/** The groups' keys as the API answers them (the UUIDv5 of each heading in the property's namespace). */
const POPULAR = '66666666-6666-5666-8666-666666666666';
const WELLNESS = '77777777-7777-5777-8777-777777777777';

const amenity = (id: string, groupTitle: string, title: string) => ({
  id,
  groupTitle,
  title,
  description: '',
  details: '',
  imageUrl: null,
  scope: 'Property',
});

const property: AdminPropertyDetail = {
  id: ANJUNA.id,
  slug: 'anjuna-villa',
  name: ANJUNA.name,
  propertyType: 'villa',
  category: 'premium',
  cityId: '88888888-8888-4888-8888-888888888888',
  city: 'Goa',
  locality: 'Anjuna',
  address: 'Anjuna, Goa',
  description: 'A villa.',
  amenities: [],
  isGuestFavorite: false,
  tourismRegistrationNo: null,
  latitude: null,
  longitude: null,
  externalUrl: null,
  contactPhone: null,
  contactEmail: null,
  checkInTime: '14:00',
  checkOutTime: '11:00',
  status: 'active',
  sortOrder: 0,
  updatedAt: '2026-11-30T10:00:00.000Z',
  media: [],
  amenityRows: [
    amenity(WIFI, 'Popular', 'Free Wi-Fi'),
    amenity(POOL, 'Popular', 'Pool'),
    amenity(SPA, 'Wellness', 'Spa'),
  ],
  policies: [],
  nearby: [],
  roomTypes: [],
};

const group = (
  id: string,
  english: string,
  values: PropertyTranslations['items'][number]['values'],
  stale = false,
) => ({
  kind: 'amenity_group' as const,
  id,
  label: `Group · ${english}`,
  field: 'title',
  english,
  values,
  ...(stale ? { stale: ['hi' as const] } : {}),
});

const words: PropertyTranslations = {
  items: [
    group(POPULAR, 'Popular', { hi: 'लोकप्रिय' }),
    group(WELLNESS, 'Wellness', { hi: 'सेहत' }, true),
    ...[
      [WIFI, 'Free Wi-Fi'],
      [POOL, 'Pool'],
      [SPA, 'Spa'],
    ].map(([id = '', title = '']) => ({
      kind: 'property_amenity' as const,
      id,
      label: title,
      field: 'title',
      english: title,
      values: {},
    })),
    { kind: 'nearby_place', id: SPA, label: 'Anjuna Beach', field: 'name', english: 'Anjuna Beach', values: {} },
  ],
};

// jsdom lays nothing out: a panel's scroll is seen as the call the browser acts on (the story sees it drawn).
const scrolled: Element[] = [];
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the Amenities panel’s language tabs', () => {
  it('holds each group’s heading once, beside its English, and saves it with the amenities', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/catalogue/properties/:id/translations': ok(words),
      'PUT /api/admin/catalogue/properties/:id/translations/:language': ok(words),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {/* The "Translations missing" link to the amenities' group headings in Hindi. */}
        <MemoryRouter initialEntries={[`/admin/catalogue/properties/${ANJUNA.id}?lang=hi&list=amenities`]}>
          <ExtrasPanels property={property} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const tabs = screen.getByRole('tablist', { name: "Language of Amenities's words" });
    expect(within(tabs).getByRole('tab', { name: 'हिन्दी' })).toHaveAttribute('aria-selected', 'true');
    const form = within(await screen.findByRole('form', { name: 'Amenities in Hindi' }));
    // The link's panel brought to the top of the screen, its summary focused.
    const panel = screen.getByText(/^Amenities/, { selector: 'summary' });
    expect(panel).toHaveFocus();
    expect(scrolled).toEqual([panel.parentElement]);
    // Two amenities share 'Popular': its heading is entered once, before the amenities, each under its English.
    expect(form.getAllByRole('group').map((g) => g.firstChild?.textContent)).toEqual([
      'Group · Popular',
      'Group · Wellness',
      'Free Wi-Fi',
      'Pool',
      'Spa',
    ]);
    const popular = within(form.getByRole('group', { name: 'Group · Popular' }));
    expect(popular.getByText('Popular')).toBeInTheDocument();
    expect(popular.getByRole('textbox', { name: 'Title in Hindi' })).toHaveValue('लोकप्रिय');
    // A heading renamed since its words were entered: still shown, marked, and confirmed here.
    const wellness = within(form.getByRole('group', { name: 'Group · Wellness' }));
    expect(wellness.getByRole('textbox', { name: 'Title in Hindi' })).toHaveAccessibleDescription(
      'English changed since translated: check the Hindi says what the English now says.',
    );
    // The nearby places' words are their own panel's.
    expect(form.queryByText('Anjuna Beach')).toBeNull();
    await user.clear(popular.getByRole('textbox', { name: 'Title in Hindi' }));
    await user.type(popular.getByRole('textbox', { name: 'Title in Hindi' }), 'सबसे लोकप्रिय');
    await user.click(wellness.getByRole('checkbox', { name: 'The Hindi still says what the English says' }));
    await user.click(form.getByRole('button', { name: 'Save Hindi' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/admin/catalogue/properties/:id/translations/:language')).toHaveLength(1),
    );
    const [put] = api.callsTo('PUT /api/admin/catalogue/properties/:id/translations/:language');
    expect(put?.path).toBe(`/api/admin/catalogue/properties/${ANJUNA.id}/translations/hi`);
    expect((put?.body as TranslationsInput | undefined)?.items.slice(0, 3)).toEqual([
      { kind: 'amenity_group', id: POPULAR, field: 'title', value: 'सबसे लोकप्रिय' },
      { kind: 'amenity_group', id: WELLNESS, field: 'title', value: 'सेहत', confirmed: true },
      { kind: 'property_amenity', id: WIFI, field: 'title', value: '' },
    ]);
  });
});

describe('a panel a "Translations missing" link names', () => {
  const renderAt = (url: string, panel: ReactNode) => {
    mockApi({ 'GET /api/admin/catalogue/properties/:id/translations': ok(words) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>{panel}</MemoryRouter>
      </QueryClientProvider>,
    );
  };
  const summary = (name: RegExp) => screen.getByText(name, { selector: 'summary' });

  it('brings the nearby places to the top of the screen, focused, not the page’s top', async () => {
    renderAt(`/admin/catalogue/properties/${ANJUNA.id}?lang=de&list=nearby`, <ExtrasPanels property={property} />);
    const nearby = summary(/^Nearby places/);
    await vi.waitFor(() => expect(nearby).toHaveFocus());
    expect(scrolled).toEqual([nearby.parentElement]);
    expect(nearby.parentElement).toHaveAttribute('open');
    expect(summary(/^Amenities/).parentElement).not.toHaveAttribute('open');
  });

  it('does the same for a list whose English is edited elsewhere (the rate plans’ names), and nothing without a link', async () => {
    renderAt(
      `/admin/catalogue/properties/${ANJUNA.id}?lang=hi&list=plans`,
      <>
        <TranslatedListPanel
          propertyId={ANJUNA.id}
          kind="rate_plan"
          list="plans"
          title="Rate plan names"
          editedAt={{ name: 'Rate plans' }}
        />
        <TranslatedListPanel
          propertyId={ANJUNA.id}
          kind="room_amenity"
          list="room_amenities"
          title="Room amenities"
          editedAt={{ name: 'Room types' }}
        />
      </>,
    );
    const plans = summary(/^Rate plan names/);
    await vi.waitFor(() => expect(plans).toHaveFocus());
    expect(scrolled).toEqual([plans.parentElement]);
  });

  it('leaves the page where it is when no list is named', () => {
    renderAt(`/admin/catalogue/properties/${ANJUNA.id}?lang=hi`, <ExtrasPanels property={property} />);
    expect(scrolled).toEqual([]);
    expect(document.body).toHaveFocus();
  });
});
