import { z } from 'zod';

export const SETTINGS_STORAGE_KEY = 'staybook_settings';

export const languages = ['English', 'Spanish', 'French', 'German'] as const;
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
    const parsed = settingsSchema.partial().safeParse(JSON.parse(raw));
    return parsed.success ? { ...DEFAULT_SETTINGS, ...parsed.data } : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(settings: Settings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settingsSchema.parse(settings)));
}
