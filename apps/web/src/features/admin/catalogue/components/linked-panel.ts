import { useEffect, useRef } from 'react';

/**
 * A panel a "Translations missing" link names (`?lang=de&list=nearby`): once drawn it is brought to the top of the
 * screen and its summary focused, so the member (a keyboard or screen reader user too) lands on the words to enter,
 * not at the top of the page. The ref goes on the panel's `<details>`.
 */
export function useLinkedPanel(linked: boolean) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!linked || !panel) return;
    panel.scrollIntoView({ block: 'start' });
    panel.querySelector('summary')?.focus({ preventScroll: true });
  }, [linked]);
  return ref;
}
