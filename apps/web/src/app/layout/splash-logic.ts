import type { SplashWords } from '@staybook/contract/splash-words';

/** Splash timing (spec sections 4 and 9). */
export const SPLASH_STEP_MS = 50;
export const SPLASH_STEP = 2;
export const SPLASH_HOLD_MS = 500;
export const SPLASH_MAX_MS = 10_000;
export const SPLASH_PHOTO_MS = 2000;
export const SPLASH_TILE_MS = 1000;

export const splashTiles = [
  'Premium Villas',
  'Private Pools',
  'Free WiFi',
  'Free Parking',
  'Fine Dining',
  'Spa Services',
];

const statuses = [
  'Loading premium villas…',
  'Discovering beachfront properties…',
  'Preparing luxury amenities…',
  'Finding budget hotels…',
  'Almost ready…',
];

/** English's splash words (index.html draws them); another language's are written into its page by the server. */
export const englishSplashWords: SplashWords = {
  title: "Welcome to Goa's Finest",
  subtitle: 'Premium villas and budget hotels, including beachfront stays in Goa.',
  loading: 'Loading Staybook',
  tiles: splashTiles,
  statuses,
};

/** The status line for a progress value: it changes every 20 percent. */
export function splashStatus(progress: number, words: readonly string[] = statuses): string {
  return words[Math.min(words.length - 1, Math.floor(progress / 20))]!;
}
