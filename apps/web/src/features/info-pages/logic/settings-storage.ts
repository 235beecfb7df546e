import { z } from 'zod';

export const SETTINGS_STORAGE_KEY = 'staybook_settings';

/** Only languages the site is written in are offered (the spec's Spanish, French and German would change nothing). */
export const languages = ['English'] as const;
export type Language = (typeof languages)[number];

export const settingsSchema = z.object({
  name: z.string().trim().max(100, 'Name is too long'),
  notifications: z.boolean(),
  language: z.enum(languages),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { name: '', notifications: true, language: 'English' };

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
    const language = settingsSchema.shape.language.safeParse((saved as Record<string, unknown>).language);
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
