import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** Signed in = the auth store says so or an access token is stored (spec 6 reads localStorage 'accessToken'). */
export function useSignedIn(): boolean {
  const authenticated = useAuthStore((s) => s.isAuthenticated);
  let stored = false;
  try {
    stored = Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    stored = false;
  }
  return authenticated || stored;
}
