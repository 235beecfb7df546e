/**
 * Taps made on a server-rendered page before the app took it over. index.html's head script catches them (a button,
 * a tab, a checkbox or its label inside the page: a link works by itself), keeps the last, and stops it there so it
 * does nothing half-way (a form posted, a checkbox ticked behind React's back). The app hands it back here once the
 * page is live, and it is replayed as the tap it was.
 */
declare global {
  interface Window {
    /** Set by index.html's head script: stops catching taps and gives the last one caught, if any. */
    __takeEarlyTap?: () => Element | null;
  }
}

/** Stops catching taps and returns the last one caught (null when none, or on a page without the catcher). */
function takeEarlyTap(): Element | null {
  if (typeof window === 'undefined') return null;
  return window.__takeEarlyTap?.() ?? null;
}

/**
 * Called once the page is live (its part hydrated): the tap caught before then is made again, after this task, so
 * whatever it opens or submits starts from the page as React now holds it. A control no longer on the page (the
 * browser had to draw it again) is left alone.
 */
export function replayEarlyTap(): void {
  const target = takeEarlyTap();
  if (target instanceof HTMLElement)
    setTimeout(() => {
      if (target.isConnected) target.click();
    }, 0);
}

/** A page the browser draws itself has nothing to catch (its root starts empty): the catcher is removed at once. */
export function stopCatchingEarlyTaps(): void {
  takeEarlyTap();
}
