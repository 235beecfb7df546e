import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTap, stopCatchingEarlyTaps } from './early-taps';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const catcher = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1]!)
  .find((s) => s.includes('__takeEarlyTap'));

/** What the app would have done with each tap (its handlers listen where React does: on the root). */
let seen: string[] = [];
const onRootClick = (e: Event) => {
  const target = e.target as Element;
  seen.push(target.closest('[data-name]')?.getAttribute('data-name') ?? target.tagName);
};

function serverRenderedPage(): void {
  document.body.innerHTML = `
    <aside id="ribbon"><button data-name="outside">Outside</button></aside>
    <div id="root"><main>
      <button data-name="guests"><svg><path></path></svg>2 guests</button>
      <form><button type="submit" data-name="search">Search</button></form>
      <a href="#details" data-name="link">View Details</a>
      <label data-name="pool-label"><input type="checkbox" data-name="pool" /> Pool</label>
      <div inert><button data-name="under-splash">Hidden</button></div>
    </main></div>`;
  document.getElementById('root')!.addEventListener('click', onRootClick);
}

describe("index.html's early-tap catcher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    expect(catcher, 'the head script is in index.html').toBeDefined();
    new Function(catcher!)();
  });
  afterEach(() => {
    stopCatchingEarlyTaps();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const click = (name: string) => (document.querySelector(`[data-name="${name}"]`) as HTMLElement).click();

  it('keeps a tap on a button of the server-rendered page and replays it once the page is live', () => {
    serverRenderedPage();
    click('guests');
    expect(seen).toEqual([]);
    replayEarlyTap();
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['guests']);
  });

  it('replays only the last tap, once, and then lets taps through', () => {
    serverRenderedPage();
    click('guests');
    click('search');
    replayEarlyTap();
    vi.runAllTimers();
    expect(seen).toEqual(['search']);
    click('guests');
    expect(seen).toEqual(['search', 'guests']);
  });

  it('stops a submit button from posting the form, and a checkbox from ticking behind the app', () => {
    serverRenderedPage();
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    click('search');
    const box = document.querySelector('[data-name="pool"]') as HTMLInputElement;
    click('pool-label');
    expect(submitted).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
    replayEarlyTap();
    vi.runAllTimers();
    expect(box.checked).toBe(true);
  });

  it('leaves alone links, taps outside the page and a page the browser draws itself', () => {
    serverRenderedPage();
    click('link');
    click('outside');
    expect(seen).toEqual(['link']);
    document.getElementById('root')!.replaceChildren();
    const late = document.createElement('button');
    document.body.append(late);
    late.click();
    replayEarlyTap();
    vi.runAllTimers();
    expect(seen).toEqual(['link']);
  });

  it('keeps no tap on an inert part (the page under the splash)', () => {
    serverRenderedPage();
    click('guests');
    // jsdom lets a script click an inert element (a person cannot): the catcher must not take it as the last tap.
    click('under-splash');
    seen = [];
    replayEarlyTap();
    vi.runAllTimers();
    expect(seen).toEqual(['guests']);
  });

  it('is removed on a page the browser renders itself', () => {
    stopCatchingEarlyTaps();
    serverRenderedPage();
    click('guests');
    expect(seen).toEqual(['guests']);
    replayEarlyTap();
    vi.runAllTimers();
    expect(seen).toEqual(['guests']);
  });
});
