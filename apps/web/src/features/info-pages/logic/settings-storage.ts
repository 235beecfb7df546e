import { LANGUAGES } from '@staybook/contract/languages';
import { z } from 'zod';

export const SETTINGS_STORAGE_KEY = 'staybook_settings';

/** The site's languages (the spec's English, Spanish, French and German, and Hindi), by code: 'en', 'hi', … */
export const languages = LANGUAGES;

/** A save from before the languages were written (their English names), read as their codes. */
const earlierLanguageNames: Record<string, string> = { English: 'en', Spanish: 'es', French: 'fr', German: 'de' };

export const settingsSchema = z.object({
  name: z.string().trim().max(100, 'Name is too long'),
  notifications: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { name: '', notifications: true, language: 'en' };

/** Saved settings, or the defaults when nothing (or something unreadable) is stored. */
export function loadSettings(storage: Pick<Storage, 'getItem'> = localStorage): Settings {
  try {
    const raw = storage.getItem(SETTINGS_STORAGE_KEY);
    if (!raw) return DEFAULT_SETTINGS;
    const saved: unknown = JSON.parse(raw);
    if (!saved || typeof saved !== 'object') return DEFAULT_SETTINGS;
    // Field by field: a value no longer offered (a language dropped) falls back alone, the rest is kept.
    const name = settingsSchema.shape.name.safeParse((saved as Record<string, unknown>).name);
    const notifications = settingsSchema.shape.notifications.safeParse(
      (saved as Record<string, unknown>).notifications,
    );
    const savedLanguage = (saved as Record<string, unknown>).language;
    const language = settingsSchema.shape.language.safeParse(
      typeof savedLanguage === 'string' ? (earlierLanguageNames[savedLanguage] ?? savedLanguage) : savedLanguage,
    );
    return {
      name: name.success ? name.data : DEFAULT_SETTINGS.name,
      notifications: notifications.success ? notifications.data : DEFAULT_SETTINGS.notifications,
      language: language.success ? language.data : DEFAULT_SETTINGS.language,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(settings: Settings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settingsSchema.parse(settings)));
}
