import { afterEach, describe, expect, it } from 'vitest';
import { applyStylesheetWhenNeeded, STYLESHEET_ON_DEMAND } from './stylesheet-on-demand';

const STYLESHEET = `
  .p-4 { padding: 1rem }
  .text-sm { font-size: .875rem }
  .md\\:grid-cols-2 { grid-template-columns: repeat(2, 1fr) }
  .bg-white\\/15 { background: rgb(255 255 255 / .15) }
  .\\32 xl\\:px-8 { padding-inline: 2rem }
  @media (min-width: 40rem) { .sm\\:flex { display: flex } }
`;

/** A server-rendered page whose loader has added the stylesheet for print; `readable: false` as while it loads. */
function page(body: string, { readable = true } = {}): HTMLLinkElement {
  document.body.innerHTML = body;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute(STYLESHEET_ON_DEMAND, '');
  const style = document.createElement('style');
  style.textContent = STYLESHEET;
  document.head.append(style);
  const sheet = style.sheet;
  style.remove();
  Object.defineProperty(link, 'sheet', { get: () => (readable ? sheet : null) });
  document.body.append(link);
  applyStylesheetWhenNeeded();
  return link;
}

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function add(html: string): void {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.getElementById('root')!.append(...holder.childNodes);
}

describe('the stylesheet applied when the page needs it', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });

  it('stays for print while only what the page already had is drawn', async () => {
    const link = page('<div id="root"><p class="p-4 text-sm">Hi</p></div>');
    add('<p class="text-sm p-4">Another</p>');
    document.querySelector('p')!.className = 'text-sm';
    await observed();
    expect(link.media).toBe('print');
  });

  it('is applied when something is drawn with a class the stylesheet styles and the page did not use', async () => {
    const link = page('<div id="root"><p class="p-4">Hi</p></div>');
    add('<div><span class="md:grid-cols-2">New</span></div>');
    await observed();
    expect(link.media).toBe('all');
  });

  it('reads escaped class names as the page writes them', async () => {
    for (const name of ['bg-white/15', '2xl:px-8', 'sm:flex']) {
      const link = page('<div id="root"><p class="p-4">Hi</p></div>');
      document.querySelector('p')!.classList.add(name);
      await observed();
      expect(link.media, name).toBe('all');
    }
  });

  it('ignores a class the stylesheet has no rule for (the splash gate on <html>)', async () => {
    const link = page('<div id="root"><p class="p-4">Hi</p></div>');
    document.documentElement.classList.add('no-splash');
    add('<p class="p-4 js-only">Hi</p>');
    await observed();
    expect(link.media).toBe('print');
  });

  it('is applied for an element of a kind the page did not have', async () => {
    const link = page('<div id="root"><p class="p-4">Hi</p></div>');
    add('<form><input></form>');
    await observed();
    expect(link.media).toBe('all');
  });

  it('is applied for any new class while its rules cannot be read', async () => {
    const link = page('<div id="root"><p class="p-4">Hi</p></div>', { readable: false });
    add('<p class="js-only">Hi</p>');
    await observed();
    expect(link.media).toBe('all');
  });

  it('is applied as soon as the guest acts, before what they open is drawn', () => {
    for (const event of [new Event('pointerdown'), new KeyboardEvent('keydown'), new PopStateEvent('popstate')]) {
      const link = page('<div id="root"><button class="p-4">Open</button></div>');
      window.dispatchEvent(event);
      expect(link.media, event.type).toBe('all');
    }
  });

  it('leaves a page without such a stylesheet alone', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => applyStylesheetWhenNeeded()).not.toThrow();
    add('<form></form>');
    await observed();
  });
});
