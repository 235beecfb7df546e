import { create } from 'zustand';

export type AuthModalView = 'LOGIN' | 'SIGNUP';

interface AuthModalState {
  open: boolean;
  view: AuthModalView;
  /** Called once after a successful sign-in from the modal (e.g. continue to payment). */
  onSuccess: (() => void) | null;
  openModal: (view?: AuthModalView, onSuccess?: () => void) => void;
  closeModal: () => void;
}

/** Any feature opens the always-mounted auth modal through this store. */
export const useAuthModal = create<AuthModalState>((set) => ({
  open: false,
  view: 'LOGIN',
  onSuccess: null,
  openModal: (view = 'LOGIN', onSuccess) => set({ open: true, view, onSuccess: onSuccess ?? null }),
  closeModal: () => set({ open: false, onSuccess: null }),
}));
