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

/** The splash's words: English's here (index.html draws them), another language's from its messages. */
export interface SplashWords {
  title: string;
  subtitle: string;
  loading: string;
  tiles: readonly string[];
  statuses: readonly string[];
}

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

/** The message ids of the splash's words, in the order of the English above. */
export const splashMessageIds = {
  title: 'splash.title',
  subtitle: 'splash.subtitle',
  loading: 'splash.loading',
  tiles: [
    'splash.tile.villas',
    'splash.tile.pools',
    'splash.tile.wifi',
    'splash.tile.parking',
    'splash.tile.dining',
    'splash.tile.spa',
  ],
  statuses: [
    'splash.status.villas',
    'splash.status.beachfront',
    'splash.status.amenities',
    'splash.status.hotels',
    'splash.status.ready',
  ],
} as const;

/** The splash's words from a language's messages (plain texts: no argument, so the compiled message is its text). */
export function splashWordsFrom(messages: Readonly<Record<string, string | readonly unknown[]>>): SplashWords {
  const text = (id: string) => {
    const m = messages[id];
    return Array.isArray(m) ? m.join('') : String(m ?? id);
  };
  return {
    title: text(splashMessageIds.title),
    subtitle: text(splashMessageIds.subtitle),
    loading: text(splashMessageIds.loading),
    tiles: splashMessageIds.tiles.map(text),
    statuses: splashMessageIds.statuses.map(text),
  };
}
