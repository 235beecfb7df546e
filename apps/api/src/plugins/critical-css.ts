/**
 * The part of the app's stylesheet a server-rendered page needs, written into the page itself.
 *
 * A property page on a slow phone spent a round trip on the stylesheet before anything was drawn, and its main photo
 * then waited for a connection of its own (Lighthouse, mobile: HTML ~0.6 s, stylesheet +0.3 s, photo +0.45 s). With
 * the rules its markup can use in a `<style>` element, the page draws from the HTML alone and the photo takes the
 * warm connection; the whole stylesheet is fetched once the page is on screen (src/build/app-loader.ts in the web
 * app), before the app's scripts run, so nothing the app draws later is unstyled.
 *
 * A rule is kept unless it cannot match the page: every class and element name its selector requires (outside
 * `:not()` and outside alternatives such as `:is(a, b)`) must occur in the HTML. Custom properties (the theme's
 * variables, Tailwind's `@property` registrations and their fallbacks) are kept only when a kept rule reads them,
 * directly or through another kept variable. Order is kept, and so the cascade: the whole stylesheet, loaded later,
 * changes nothing on the page already drawn.
 *
 * Tailwind's `@property` registrations are sent as they are, not swapped for Tailwind's fallback for browsers without
 * `@property` (which the page keeps too, under its `@supports`). The swap saved ~0.5 KB compressed but set ~40
 * variables on every element: the browser's first style pass was slower, and when the whole stylesheet registered
 * them every element's style changed. With the registrations in both, that pass on a property page took half as
 * long (Chromium, median of 15: ~30 ms → ~14 ms on this machine; four times that on Lighthouse's phone).
 */

/** What one selector needs in the page to be able to match anything. */
interface Requirement {
  classes: string[];
  elements: string[];
}

type CssNode =
  /** `@media`, `@supports`, `@layer x { }`, `@container`: kept with whatever of their content is kept. */
  | { kind: 'group'; prelude: string; children: CssNode[] }
  /** A style rule; kept when one of its selectors can match (null: always). */
  | { kind: 'rule'; text: string; requires: Requirement[] | null; reads: string[] }
  /** A rule that only sets custom properties and needs nothing in the page: each declaration kept when read. */
  | { kind: 'variables'; selector: string; declarations: Array<{ name: string; text: string; reads: string[] }> }
  /** `@property --x { }`: kept when --x is read. */
  | { kind: 'property'; name: string; text: string }
  /** `@keyframes x { }`: kept when what is kept names x. */
  | { kind: 'keyframes'; name: string; text: string }
  /** Anything else (`@layer a, b;`, `@keyframes`, `@font-face`): always kept. */
  | { kind: 'other'; text: string; reads: string[] };

/** The page's class and element names, the only part of the HTML the selection reads. */
export interface PageNames {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

const CONDITIONAL_GROUP = /^@(media|supports|layer|container|scope)\b/;
/** Pseudo-classes whose argument is a selector the element (or one near it) must match. */
const REQUIRING_PSEUDO = /^(is|where|has|matches|-webkit-any|-moz-any)$/i;

const OPENERS = '{([';
const CLOSERS = '})]';

/** The index of the quote closing the string that the quote at `start` opens (escapes respected). */
function stringEnd(text: string, start: number, end = text.length): number {
  for (let i = start + 1; i < end; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === text[start]) return i;
  }
  return end;
}

/**
 * The index in `text` of the first `stopAt` character at the top level from `from` (outside brackets, strings and
 * escapes); for a closing bracket, the one closing the bracket at `from`. `end` when there is none.
 */
function scanTo(text: string, from: number, end: number, stopAt: string): number {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(text, i, end);
    else if (depth === 0 && stopAt.includes(c) && !CLOSERS.includes(c)) return i;
    else if (OPENERS.includes(c)) depth++;
    else if (CLOSERS.includes(c)) {
      depth--;
      if ((depth === 0 && stopAt.includes(c)) || depth < 0) return i;
    }
  }
  return end;
}

function stripComments(css: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      out += css.slice(last, i);
      i = close === -1 ? css.length : close + 1;
      last = i + 1;
    }
  }
  return out + css.slice(last);
}

/** Splits at top-level occurrences of `separator` (outside brackets, strings and escapes). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i <= text.length) {
    const at = scanTo(text, i, text.length, separator);
    parts.push(text.slice(start, at));
    start = at + 1;
    i = at + 1;
    if (at >= text.length) break;
  }
  return parts;
}

/** The custom properties `text` reads (`var(--x`). */
function readsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!))];
}

function readIdentifier(text: string, from: number): { name: string; end: number } {
  let name = '';
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w\u00a0-\uffff-]/.test(c)) {
      name += c;
      i++;
    } else break;
  }
  return { name, end: i };
}

/** What one selector (no top-level commas) requires of the page; adds to `into`. */
function requirementOf(selector: string, into: Requirement = { classes: [], elements: [] }): Requirement {
  let compoundStart = true;
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '.') {
      const { name, end } = readIdentifier(selector, i + 1);
      if (name) into.classes.push(name);
      i = end;
      compoundStart = false;
    } else if (c === '[') {
      i = scanTo(selector, i, selector.length, ']') + 1;
      compoundStart = false;
    } else if (c === '#') {
      // An id: not read from the page, so it needs nothing (and is no element name).
      i = readIdentifier(selector, i + 1).end;
      compoundStart = false;
    } else if (c === ':') {
      const colons = selector[i + 1] === ':' ? 2 : 1;
      const { name, end } = readIdentifier(selector, i + colons);
      i = end;
      if (selector[i] === '(') {
        const close = scanTo(selector, i, selector.length, ')');
        const argument = selector.slice(i + 1, close);
        // `:is(.a .b)` needs .a and .b; `:is(.a, .b)` needs either (so, for this purpose, nothing); `:not(.a)` nothing.
        if (colons === 1 && REQUIRING_PSEUDO.test(name) && splitTopLevel(argument, ',').length === 1)
          requirementOf(argument, into);
        i = close + 1;
      }
      compoundStart = false;
    } else if (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t') {
      compoundStart = true;
      i++;
    } else if (compoundStart && /[a-zA-Z]/.test(c)) {
      const { name, end } = readIdentifier(selector, i);
      // A namespace prefix (`svg|a`) is not an element name; neither is a nested rule's `&`.
      if (selector[end] !== '|') into.elements.push(name.toLowerCase());
      i = end;
      compoundStart = false;
    } else {
      compoundStart = c === '&' ? false : compoundStart;
      i++;
    }
  }
  return into;
}

/** A rule body's declarations when every one sets a custom property (`--x: …`), else null. */
function variableDeclarations(body: string): Array<{ name: string; text: string; reads: string[] }> | null {
  const declarations = splitTopLevel(body, ';')
    .map((d) => d.trim())
    .filter(Boolean);
  if (declarations.length === 0 || !declarations.every((d) => d.startsWith('--'))) return null;
  return declarations.map((d) => ({
    name: d.slice(0, d.indexOf(':')).trim(),
    text: d,
    reads: readsOf(d.slice(d.indexOf(':'))),
  }));
}

/** The stylesheet's rules, in order, as the selection reads them (comments dropped). */
export function parseStylesheet(css: string): CssNode[] {
  const source = stripComments(css);
  return parseBlock(source, 0, source.length);
}

/** The rules of `source` between `from` and `to` (the whole sheet, or the inside of a group). */
function parseBlock(source: string, from: number, to: number): CssNode[] {
  const nodes: CssNode[] = [];
  let i = from;
  while (i < to) {
    while (i < to && /\s/.test(source[i]!)) i++;
    if (i >= to) break;
    const open = scanTo(source, i, to, '{;');
    const prelude = source.slice(i, open).trim();
    if (open >= to || source[open] === ';') {
      if (prelude) nodes.push({ kind: 'other', text: `${prelude};`, reads: readsOf(prelude) });
      i = open + 1;
      continue;
    }
    const close = scanTo(source, open, to, '}');
    const body = source.slice(open + 1, close);
    const text = source.slice(i, close + 1);
    if (CONDITIONAL_GROUP.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parseBlock(source, open + 1, close) });
    } else if (/^@(-webkit-)?keyframes\s/.test(prelude)) {
      nodes.push({ kind: 'keyframes', name: prelude.replace(/^@(-webkit-)?keyframes\s+/, '').trim(), text });
    } else if (prelude.startsWith('@property')) {
      nodes.push({ kind: 'property', name: prelude.slice('@property'.length).trim(), text });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'other', text, reads: readsOf(body) });
    } else {
      const requires = splitTopLevel(prelude, ',').map((s) => requirementOf(s.trim()));
      const needsNothing = requires.some((r) => r.classes.length === 0 && r.elements.length === 0);
      const declarations = needsNothing && !body.includes('{') ? variableDeclarations(body) : null;
      if (declarations) nodes.push({ kind: 'variables', selector: prelude, declarations });
      else nodes.push({ kind: 'rule', text, requires: needsNothing ? null : requires, reads: readsOf(body) });
    }
    i = close + 1;
  }
  return nodes;
}

function canMatch(requires: Requirement[] | null, page: PageNames): boolean {
  return (
    requires === null ||
    requires.some((r) => r.classes.every((c) => page.classes.has(c)) && r.elements.every((e) => page.elements.has(e)))
  );
}

/** The custom properties read by what is kept, and by the variables those read, and so on. */
function variablesRead(nodes: CssNode[], page: PageNames): Set<string> {
  const read = new Set<string>();
  const definitions = new Map<string, string[]>();
  const visit = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') visit(node.children);
      else if (node.kind === 'variables')
        for (const d of node.declarations) definitions.set(d.name, [...(definitions.get(d.name) ?? []), ...d.reads]);
      else if (node.kind === 'rule' && canMatch(node.requires, page)) for (const v of node.reads) read.add(v);
      else if (node.kind === 'other') for (const v of node.reads) read.add(v);
    }
  };
  visit(nodes);
  const queue = [...read];
  while (queue.length > 0) {
    for (const v of definitions.get(queue.pop()!) ?? [])
      if (!read.has(v)) {
        read.add(v);
        queue.push(v);
      }
  }
  return read;
}

interface Output {
  page: PageNames;
  read: ReadonlySet<string>;
  /** Whether the keyframes of this name are kept. */
  keyframes: (name: string) => boolean;
}

function write(nodes: CssNode[], out: Output): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'group') {
      const inner = write(node.children, out);
      if (inner) css += `${node.prelude}{${inner}}`;
    } else if (node.kind === 'rule') {
      if (canMatch(node.requires, out.page)) css += node.text;
    } else if (node.kind === 'variables') {
      const kept = node.declarations.filter((d) => out.read.has(d.name));
      if (kept.length > 0) css += `${node.selector}{${kept.map((d) => d.text).join(';')}}`;
    } else if (node.kind === 'property') {
      if (out.read.has(node.name)) css += node.text;
    } else if (node.kind === 'keyframes') {
      if (out.keyframes(node.name)) css += node.text;
    } else css += node.text;
  }
  return css;
}

/** The CSS of `nodes` that can apply to a page with these names. */
export function criticalCss(nodes: CssNode[], page: PageNames): string {
  const out: Output = {
    page,
    read: variablesRead(nodes, page),
    keyframes: () => false,
  };
  // Keyframes are kept when the rest names them: written once without any to find which.
  const rest = write(nodes, out);
  const named = (name: string) => new RegExp(`(^|[^\\w-])${name.replace(/[^\w-]/g, '')}($|[^\\w-])`).test(rest);
  return write(nodes, { ...out, keyframes: named });
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The class and element names in an HTML text (as React and index.html write attributes: double-quoted). */
export function pageNames(html: string): PageNames {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const c of m[1]!.split(/\s+/))
      if (c) classes.add(c.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => HTML_ENTITIES[e]!));
  const elements = new Set(['html', 'head', 'body']);
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(m[1]!.toLowerCase());
  return { classes, elements };
}

/** How many pages' worth of critical CSS is kept (each a few tens of KB); pages of one kind share one. */
const CACHE_SIZE = 64;

/**
 * The critical CSS of pages of this stylesheet. Pages with the same class and element names share one answer (a
 * property page differs from another by a few amenity icons at most), so the selection runs once per kind of page.
 */
export function createCriticalCss(stylesheet: string): (html: string) => string {
  const nodes = parseStylesheet(stylesheet);
  const cache = new Map<string, string>();
  return (html) => {
    const page = pageNames(html);
    const key = `${[...page.classes].sort().join(' ')}|${[...page.elements].sort().join(' ')}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const css = criticalCss(nodes, page);
    cache.set(key, css);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return css;
  };
}
