import { type ReactNode, Suspense, use, useSyncExternalStore } from 'react';

/**
 * Parts of a server-rendered page that nothing on the first screen needs (the footer, home's lower half) are hydrated
 * when the guest first acts, not with the page. Until then they stay the server's HTML, drawn and readable (links
 * work as links); React leaves a Suspense boundary whose content suspends during hydration as it is (selective
 * hydration) and hydrates it when the promise settles. On a phone 4× slower, hydrating them was main-thread work in the
 * middle of the load that the guest could not see (they are below the fold) and Lighthouse counted as blocking time.
 *
 * Released by the first pointer press or move, key, touch, wheel, scroll, click, back/forward or hash change, caught on
 * the window in the capture phase: before React's own listener on the root, so a press on a part not yet hydrated
 * finds it released and React hydrates it on the spot (synchronously, for a discrete event) and delivers the event.
 * Not by focus alone: a dialog the page opens by itself (home's offers popup) moves the focus, and keyboard focus
 * comes with a key.
 * Only armed by start-app for an anonymous visitor's server-rendered page: a signed-in guest's queries are fetched
 * again at once, and a part hydrated later would then differ from the server's HTML. Anywhere else (pages the browser
 * renders itself, the server, unit tests) it renders its children as they are.
 */
let waiting: Promise<void> | null = null;

const RELEASING_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'click',
  'popstate',
  'hashchange',
] as const;

export function deferHydrationUntilInteraction(): void {
  if (waiting) return;
  let release = () => {};
  waiting = new Promise<void>((resolve) => {
    release = resolve;
  });
  const released = () => {
    for (const type of RELEASING_EVENTS) window.removeEventListener(type, released, true);
    // Cleared before the promise settles: a render from here on (React's retry, or a synchronous hydration for the
    // event being dispatched) passes the gate without waiting for the promise's callbacks.
    waiting = null;
    release();
  };
  for (const type of RELEASING_EVENTS) window.addEventListener(type, released, { capture: true, passive: true });
}

/** Whether parts are still waiting for the guest's first act (for tests). */
export const hydrationDeferred = () => waiting !== null;

const subscribeToNothing = () => () => {};
/** A promise React reads as settled (its `status`), so use() of it returns at once: the gate calls use() every time. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Waits only while hydrating (React reads the server's snapshot then): a part drawn afresh in the browser (after a
 * navigation, or one React had to draw again) is drawn at once.
 */
function Gate() {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  use(hydrating && waiting ? waiting : SETTLED);
  return null;
}

/**
 * Its children hydrate on the guest's first act (see above). Place it in a memoised component whose props do not
 * change before that act: a boundary updated while it waits would be drawn again in the browser instead of hydrated.
 */
export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate />
      {children}
    </Suspense>
  );
}
