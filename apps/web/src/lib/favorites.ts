import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Favourite hearts are kept on this device only (the spec saves nothing on the server), across reloads. */
interface FavoritesState {
  ids: string[];
  toggle: (id: string) => void;
}

export const useFavorites = create<FavoritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) => set((s) => ({ ids: s.ids.includes(id) ? s.ids.filter((x) => x !== id) : [...s.ids, id] })),
    }),
    { name: 'staybook_favorites', version: 1 },
  ),
);
