/**
 * Whether the startup splash covers the page. app/start-splash.tsx adds `no-splash` to <html> as it ends (index.html's
 * head script does when it is not shown) and removes the node a moment later.
 */
export function isSplashUp(doc: Pick<Document, 'querySelector' | 'documentElement'> = document): boolean {
  return doc.querySelector('#boot-splash') !== null && !doc.documentElement.classList.contains('no-splash');
}

/**
 * Runs `start` once the splash has gone (at once when it is not up), for a page's timers the guest should see run
 * from the start: the routes appear after the splash ends (spec §2.2), though they are drawn beneath it. Answers a
 * function that stops waiting.
 */
export function whenSplashGone(start: () => void): () => void {
  if (!isSplashUp()) {
    start();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (isSplashUp()) return;
    observer.disconnect();
    start();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
