/**
 * The app's whole stylesheet, on a page that carries its own CSS, is applied only once the page needs it.
 *
 * A server-rendered page arrives with the rules its markup can use (apps/api/src/plugins/critical-css.ts): every
 * class and element on it is styled from the first paint. The shell's loader fetches the whole stylesheet as the page
 * shows (apps/web/src/build/app-loader.ts) but adds it for print only (`media="print"`), and marks it
 * (STYLESHEET_ON_DEMAND). Applied at once, it made the browser match every element of the page against ~1,000 rules
 * again and change nothing: on a phone 4× slower than this machine, one task of ~50–190 ms, half of what Lighthouse
 * still counted against the property page's first visit. Applied here instead (`media` set to all), when:
 *
 * - something new is drawn: an element of a kind the page did not have, or a class the stylesheet styles and the page
 *   did not use (a MutationObserver: it runs before the next frame, so the new thing is never drawn without it);
 * - or the guest starts to act (a pointer pressed, a key, the browser's back or forward): whatever they open is then
 *   drawn with the stylesheet already there.
 *
 * Once applied, its rules come after the page's own copy of them (the link is the page's last element), so the
 * cascade is the stylesheet's own.
 */

/** The attribute the loader sets on the stylesheet it adds for a page carrying its own CSS. */
export const STYLESHEET_ON_DEMAND = 'data-on-demand';

const ACTIONS = ['pointerdown', 'keydown', 'popstate'] as const;

/** A class name as a selector writes it, unescaped (`.md\:grid-cols-2`, `.\32 xl\:px-4`). */
function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/** Every class name the stylesheet's selectors name (null when its rules cannot be read yet). */
function classesOf(sheet: CSSStyleSheet | null): Set<string> | null {
  if (!sheet) return null;
  const classes = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule)
        for (const m of rule.selectorText.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g))
          classes.add(unescapeCss(m[1]!));
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  try {
    visit(sheet.cssRules);
  } catch {
    return null;
  }
  return classes;
}

/** Watches for the first need of the stylesheet the loader added for print (none: nothing to do). */
export function applyStylesheetWhenNeeded(doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[rel=stylesheet][${STYLESHEET_ON_DEMAND}]`);
  const win = doc.defaultView;
  if (!link || !win || link.media === 'all') return;
  const elements = new Set<string>();
  const classes = new Set<string>();
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    elements.add(element.localName);
    for (const name of Array.from(element.classList)) classes.add(name);
  }
  // Read from the stylesheet when a class the page did not have first appears (most pages never need it).
  let styled: Set<string> | null = null;
  const needs = (element: Element): boolean => {
    if (!elements.has(element.localName)) return true;
    for (const name of Array.from(element.classList)) {
      if (classes.has(name)) continue;
      styled ??= classesOf(link.sheet);
      // Its rules not readable (still loading, or refused): applied, as it was before this existed.
      if (!styled || styled.has(name)) return true;
    }
    return false;
  };

  const apply = () => {
    observer.disconnect();
    for (const type of ACTIONS) win.removeEventListener(type, apply, true);
    link.media = 'all';
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // A class changed: only that element is new to look at (what it holds was seen when it came).
      if (record.type === 'attributes') {
        if (record.target instanceof win.Element && needs(record.target)) return apply();
        continue;
      }
      for (const node of Array.from(record.addedNodes))
        if (node instanceof win.Element && (needs(node) || Array.from(node.getElementsByTagName('*')).some(needs)))
          return apply();
    }
  });
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  for (const type of ACTIONS) win.addEventListener(type, apply, { capture: true, passive: true });
}
