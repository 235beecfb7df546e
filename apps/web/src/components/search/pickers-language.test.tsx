import { ageBandHints, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { addDays, MAX_STAY_NIGHTS, todayIst } from '@staybook/contract/stay-dates';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage, PageLanguageProvider } from '../../lib/i18n';
import { calendarFormats } from './calendar-formats';
import { CalendarModal } from './calendar-modal';
import { GuestSelector } from './guest-selector';
import { dateProblem, NO_GUESTS } from './search-logic';

/**
 * The search bar's pickers speak the page's language (issue 43), their messages an area loaded when one opens; in
 * English they read as the spec's words did before catalogues.
 */
async function inLanguage(lang: 'en' | 'hi' | 'de', children: ReactNode) {
  const language = await loadPageLanguage(lang);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>{children}</Suspense>
      </PageLanguageProvider>,
    );
  });
  return language;
}

const noop = () => {};

describe('the pickers in the page language', () => {
  it('who: English keeps the age bands ageBandHints words, and loads its area only when opened', async () => {
    const language = await inLanguage('en', <GuestSelector open value={NO_GUESTS} onConfirm={noop} onClose={noop} />);
    expect(language.loaded.has('dialogs')).toBe(true);
    const dialog = screen.getByRole('dialog', { name: "Who's coming?" });
    const hints = ageBandHints(DEFAULT_AGE_POLICY);
    for (const hint of [hints.adults, hints.children, hints.infants])
      expect(within(dialog).getByText(hint)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm 2 guest(s)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'More children' })).toBeInTheDocument();
  });

  it('who in Hindi: the title, the bands, the children’s ages', async () => {
    await inLanguage('hi', <GuestSelector open value={NO_GUESTS} onConfirm={noop} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'कौन-कौन आ रहा है?' });
    expect(within(dialog).getByText('13 साल या उससे ज़्यादा')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'बच्चे बढ़ाएँ' }));
    expect(within(dialog).getByLabelText('बच्चे 1 की उम्र')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: '2 साल' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '3 मेहमान पक्का करें' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/picker\./);
  });

  it('the calendar in German: month and weekdays through Intl, a day named in German, the date rule', async () => {
    const today = todayIst();
    const checkIn = addDays(today, 3);
    await inLanguage(
      'de',
      <CalendarModal open field="checkOut" value={null} other={checkIn} onConfirm={noop} onClose={noop} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Abreise' });
    const formats = calendarFormats('de');
    expect(within(dialog).getByText(formats.month(checkIn.slice(0, 7)))).toBeInTheDocument();
    // From Sunday ('So' or 'So.', by the ICU data's version).
    expect(formats.weekdays.map((d) => d.slice(0, 2))).toEqual(['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa']);
    for (const d of formats.weekdays) expect(within(dialog).getByText(d)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
    // A day before the check-in: the rule, in German.
    const before = dialog.querySelector(`[data-date="${addDays(checkIn, -1)}"]`);
    if (before && !(before as HTMLButtonElement).disabled) {
      fireEvent.click(before);
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Das Abreisedatum darf nicht vor dem Anreisedatum liegen.',
      );
    }
    expect(dialog.textContent).not.toMatch(/picker\./);
  });

  it("the calendar in English words a too-long stay exactly as dateProblem does (the spec's words)", async () => {
    const checkIn = addDays(todayIst(), 1);
    await inLanguage(
      'en',
      <CalendarModal open field="checkOut" value={null} other={checkIn} onConfirm={noop} onClose={noop} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Check out' });
    const far = addDays(checkIn, MAX_STAY_NIGHTS + 1);
    // Walk to the month of the day too far.
    for (let i = 0; i < 3 && !dialog.querySelector(`[data-date="${far}"]`); i++)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    fireEvent.click(dialog.querySelector(`[data-date="${far}"]`)!);
    expect(within(dialog).getByRole('alert').textContent).toBe(dateProblem('checkOut', far, checkIn));
  });

  it('names a day in Hindi and German around its drawn number', () => {
    expect(calendarFormats('de').dayNameParts('2030-03-05', 'vergangen')).toEqual({
      before: 'Di.,',
      day: 5,
      after: 'März 2030, vergangen',
    });
    expect(calendarFormats('en').dayNameParts('2030-03-05')).toEqual({ before: 'Tue,', day: 5, after: 'Mar 2030' });
    const hindi = calendarFormats('hi').dayNameParts('2030-03-05');
    expect(hindi.day).toBe(5);
    expect(hindi.after).toContain('2030');
    expect(`${hindi.before} ${hindi.after}`).toMatch(/[\u0900-\u097F]/);
  });
});
