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
type Settling = Promise<void> & { status?: 'fulfilled'; value?: undefined };
/** Marks a promise settled the way React reads it (`status`), so use() of it returns at once, without a retry. */
const settle = (promise: Settling): Settling =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
const SETTLED = settle(Promise.resolve());

/** A part on screen as the page hydrates is hydrated with it; one further down waits until it reaches the screen. */
const NEAR_MARGIN = '0px';
const waitingParts = new WeakMap<Element, Settling>();

function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
}

/** What the gate of the part drawn in `element` waits for: the guest's first act, or the part nearing the screen. */
function partReleased(element: Element | null | undefined): Settling {
  if (!waiting) return SETTLED;
  if (!element || typeof IntersectionObserver === 'undefined') return waiting;
  if (onScreen(element)) return SETTLED;
  let part = waitingParts.get(element);
  if (!part) {
    const firstAct = waiting;
    part = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
      void firstAct.then(() => {
        observer.disconnect();
        resolve();
      });
    });
    void part.then(() => settle(part!));
    waitingParts.set(element, part);
  }
  return part;
}

/**
 * Waits only while hydrating (React reads the server's snapshot then): a part drawn afresh in the browser (after a
 * navigation, or one React had to draw again) is drawn at once.
 */
function Gate({ drawnIn }: { drawnIn?: () => Element | null }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  use<void>((hydrating && waiting ? partReleased(drawnIn?.()) : SETTLED) as Promise<void>);
  return null;
}

/**
 * Its children hydrate on the guest's first act (see above), or, given `drawnIn` (the element the server drew them
 * in, found in the page), with the page when they are on screen as it hydrates and as they near the screen otherwise.
 * Place it in a memoised component whose props do not change meanwhile: a boundary updated while it waits would be
 * drawn again in the browser instead of hydrated.
 */
export function HydrateOnInteraction({ children, drawnIn }: { children: ReactNode; drawnIn?: () => Element | null }) {
  return (
    <Suspense fallback={null}>
      <Gate drawnIn={drawnIn} />
      {children}
    </Suspense>
  );
}
