/** The browser the stories run in: CHROMIUM_PATH when set, else Debian's headless shell, else the full Chromium. */
export function storyBrowser(): string;
export function ensureChromium(): void;
export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
