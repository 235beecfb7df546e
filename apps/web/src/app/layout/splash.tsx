import type { SplashWords } from '@staybook/contract/splash-words';
import { useEffect, useState } from 'react';
import {
  englishSplashWords,
  SPLASH_HOLD_MS,
  SPLASH_MAX_MS,
  SPLASH_PHOTO_MS,
  SPLASH_STEP,
  SPLASH_STEP_MS,
  SPLASH_TILE_MS,
  splashStatus,
} from './splash-logic';

/**
 * Pictures drawn by the server for the demo, shown blurred behind the text (so 640 px wide is plenty); the gradient
 * shows while they load. The first one is also in index.html's pre-rendered splash. A CSS background, not an
 * <img>: the browser fetches it only when the splash is on screen, not on loads where the head script hides it.
 */
export const SPLASH_PHOTOS = [0, 1, 2, 3, 4].map((n) => `/media/demo/h/${n}.w640.webp`);

/**
 * "Welcome to Goa's Finest": progress +2 every 50 ms, then a 500 ms hold; a 10 s fallback always ends it.
 * Photos rotate every 2 s and feature tiles every 1 s.
 */
export function Splash({ onDone, words = englishSplashWords }: { onDone: () => void; words?: SplashWords }) {
  const [progress, setProgress] = useState(0);
  const [photo, setPhoto] = useState(0);
  const [tile, setTile] = useState(0);

  useEffect(() => {
    const fallback = setTimeout(onDone, SPLASH_MAX_MS);
    const step = setInterval(() => setProgress((p) => Math.min(100, p + SPLASH_STEP)), SPLASH_STEP_MS);
    const photos = setInterval(() => setPhoto((i) => i + 1), SPLASH_PHOTO_MS);
    const tiles = setInterval(() => setTile((i) => i + 1), SPLASH_TILE_MS);
    return () => {
      clearTimeout(fallback);
      clearInterval(step);
      clearInterval(photos);
      clearInterval(tiles);
    };
  }, [onDone]);

  useEffect(() => {
    if (progress < 100) return;
    const hold = setTimeout(onDone, SPLASH_HOLD_MS);
    return () => clearTimeout(hold);
  }, [progress, onDone]);

  // A named region: its words are a landmark of their own while it covers the page (axe: region), not loose text.
  return (
    <section
      id="boot-splash"
      aria-labelledby="boot-splash-title"
      className="fixed inset-0 z-[200] grid place-items-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-sky-600 text-white"
    >
      <div
        aria-hidden="true"
        style={{ backgroundImage: `url(${SPLASH_PHOTOS[photo % SPLASH_PHOTOS.length]})` }}
        className="absolute inset-0 bg-cover bg-center opacity-30 blur-sm transition-[background-image] duration-700"
      />
      <div className="relative w-full max-w-md px-8 text-center">
        <p className="text-sm font-semibold tracking-[0.3em] text-sand-400 uppercase">Staybook</p>
        <h1 id="boot-splash-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          {words.title}
        </h1>
        <p className="mt-2 text-sm text-white/85">{words.subtitle}</p>
        <p className="mx-auto mt-6 w-fit rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium" aria-hidden="true">
          {words.tiles[tile % words.tiles.length]}
        </p>
        {/* A native progress bar (its role and value need no ARIA), the fill drawn by the browser's own part. */}
        <progress
          className="mt-6 block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-white/20 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-sand-400 [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-sand-400 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-100"
          aria-label={words.loading}
          max={100}
          value={progress}
        />
        <p className="mt-3 text-sm text-white/85">{splashStatus(progress, words.statuses)}</p>
      </div>
    </section>
  );
}
