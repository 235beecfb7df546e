import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, SETTINGS_STORAGE_KEY, saveSettings } from './settings-storage';

describe('settings storage', () => {
  it('starts with notifications on and English', () => {
    expect(loadSettings()).toEqual({ name: '', notifications: true, language: 'en' });
  });

  it('keeps what was saved', () => {
    saveSettings({ name: ' Meera ', notifications: false, language: 'hi' });
    expect(loadSettings()).toEqual({ name: 'Meera', notifications: false, language: 'hi' });
  });

  it("reads an older save's language by its English name", () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ name: 'Meera', notifications: false, language: 'German' }),
    );
    expect(loadSettings()).toEqual({ name: 'Meera', notifications: false, language: 'de' });
  });

  it.each([
    ['not json', '{'],
    ['a wrong language', JSON.stringify({ language: 'Klingon' })],
    ['a wrong type', JSON.stringify({ notifications: 'yes' })],
    ['not an object', '42'],
  ])('falls back to the defaults for %s', (_, raw) => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('fills fields missing from an older save with defaults', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ name: 'Asha' }));
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, name: 'Asha' });
  });
});
