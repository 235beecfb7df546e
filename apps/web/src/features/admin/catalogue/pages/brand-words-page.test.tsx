import type { PropertyTranslations } from '@staybook/contract/content-translations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api-mock';
import { accessOf, renderConsole } from '../../test/render-console';

/**
 * The brand's own words per language (docs/languages.md, "Content per language"): Catalogue › Brand words has a panel
 * per list with a tab per language; the missing list's brand rows link to its panel on the language's tab.
 */
const SLIDE = '33333333-3333-4333-8333-333333333333';
const EXTRA = '44444444-4444-4444-8444-444444444444';
const words: PropertyTranslations = {
  items: [
    {
      kind: 'hero_slide',
      id: SLIDE,
      label: 'Beachfront Paradise',
      field: 'title',
      english: 'Beachfront Paradise',
      values: { hi: 'समुद्र तट पर स्वर्ग' },
      stale: ['hi'],
    },
    {
      kind: 'hero_slide',
      id: SLIDE,
      label: 'Beachfront Paradise',
      field: 'ctaText',
      english: 'Find beach stays',
      values: {},
    },
    { kind: 'extra', id: EXTRA, label: 'Airport transfer', field: 'name', english: 'Airport transfer', values: {} },
  ],
};

describe('the console’s Brand words', () => {
  it('opens the list a missing row links to on its language, each slide under its English, and saves the brand’s words', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/catalogue/brand/translations': ok(words),
      'PUT /api/admin/catalogue/brand/translations/:language': ok(words),
    });
    renderConsole('/admin/catalogue/brand-words?lang=hi&list=hero_slide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand words' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Hero slides in Hindi' });
    const slide = within(within(form).getByRole('group', { name: 'Beachfront Paradise' }));
    const title = slide.getByRole('textbox', { name: 'Title in Hindi' });
    expect(title).toHaveValue('समुद्र तट पर स्वर्ग');
    expect(title).toHaveAccessibleDescription(
      'English changed since translated: check the Hindi says what the English now says.',
    );
    // The extras are another list, on their own panel.
    expect(within(form).queryByRole('group', { name: 'Airport transfer' })).toBeNull();
    await user.type(slide.getByRole('textbox', { name: 'Button in Hindi' }), 'ठिकाने खोजें');
    await user.click(within(form).getByRole('button', { name: 'Save Hindi' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/admin/catalogue/brand/translations/:language')).toHaveLength(1),
    );
    expect(api.callsTo('PUT /api/admin/catalogue/brand/translations/:language')[0]?.url.pathname).toBe(
      '/api/admin/catalogue/brand/translations/hi',
    );
    expect(api.callsTo('PUT /api/admin/catalogue/brand/translations/:language')[0]?.body).toEqual({
      items: [
        { kind: 'hero_slide', id: SLIDE, field: 'title', value: 'समुद्र तट पर स्वर्ग' },
        { kind: 'hero_slide', id: SLIDE, field: 'ctaText', value: 'ठिकाने खोजें' },
      ],
    });
  });

  it('lists the brand’s lists as missing, each language a link to its panel', async () => {
    mockApi({
      'GET /api/admin/me': ok(accessOf('admin')),
      'GET /api/admin/catalogue/translations/missing': ok({
        items: [
          {
            propertyId: null,
            propertyName: 'Brand',
            kind: 'extra',
            id: 'extra',
            label: 'Extras',
            field: '*',
            missing: ['de'],
            fields: 4,
          },
        ],
      }),
    });
    renderConsole('/admin/catalogue/translations');
    const [row] = await screen.findAllByTestId('missing-translation');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Extras · 4 fields');
    expect(within(row!).getByRole('link', { name: "Enter the German words of the brand's extras" })).toHaveAttribute(
      'href',
      '/admin/catalogue/brand-words?lang=de&list=extra',
    );
  });
});
