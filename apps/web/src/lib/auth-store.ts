import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The signed-in guest as the API returns it. The accounts feature owns sign-in; everyone may read this. */
export interface AuthUser {
  id: string;
  phone: string;
  name?: string | null;
  email?: string | null;
  role: 'guest' | 'staff' | 'admin';
}

export interface AuthToken {
  accessToken: string;
  refreshToken?: string;
}

interface AuthState {
  user: AuthUser | null;
  token: AuthToken | null;
  isAuthenticated: boolean;
  login: (user: AuthUser, token: AuthToken) => void;
  logout: () => void;
  update: (fields: Partial<AuthUser>) => void;
}

/** Persisted auth state: local storage key 'guests', version 1 (spec section 3). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      login: (user, token) => {
        localStorage.setItem('accessToken', token.accessToken);
        localStorage.setItem('user', JSON.stringify(user));
        set({ user, token: { accessToken: token.accessToken }, isAuthenticated: true });
      },
      logout: () => {
        for (const key of ['accessToken', 'refreshToken', 'user']) localStorage.removeItem(key);
        set({ user: null, token: null, isAuthenticated: false });
      },
      update: (fields) => set((s) => (s.user ? { user: { ...s.user, ...fields } } : s)),
    }),
    { name: 'guests', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
