import { authPaths } from '@staybook/contract/auth-paths';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@staybook/contract/languages';
import { apiRequest } from './api-client';
import { useAuthStore } from './auth-store';
import { rememberLanguage } from './i18n';

/**
 * The guest's language follows them (issue 43, docs/languages.md): Settings saves the choice on the device (its
 * cookie) and, when they are signed in, to their profile; at sign-in a device that has no choice of its own takes the
 * profile's. The page's language is still its address: nothing here redirects.
 */

/** Whether this device chose a language (the switcher, Settings or an earlier sign-in set the cookie). */
export function deviceChoseLanguage(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((c) => c.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

/**
 * At sign-in: the account's saved language becomes this device's choice (the cookie) when the device has none; a
 * device's own choice is kept. Says whether it was adopted.
 */
export function adoptProfileLanguage(user: { language?: string | null | undefined }): boolean {
  if (!isLanguage(user.language) || deviceChoseLanguage()) return false;
  rememberLanguage(user.language);
  return true;
}

/**
 * Settings' choice saved to the signed-in guest's profile too, quietly: offline or refused, the device's choice stands
 * and nothing is said (the next save tries again). Says whether the profile has it.
 */
export async function saveLanguageToProfile(language: Language): Promise<boolean> {
  const { user, update } = useAuthStore.getState();
  if (!user) return false;
  try {
    await apiRequest(authPaths.me, { method: 'PATCH', body: { language } });
    update({ language });
    return true;
  } catch {
    return false;
  }
}
