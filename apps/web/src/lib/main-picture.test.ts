import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFTER_MAIN_PICTURE, MAIN_PICTURE_SELECTOR, MAIN_PICTURE_SHOWN, pictureLoading } from './main-picture';

describe('pictureLoading', () => {
  it('loads a main picture at once, with high priority, which is how the loader finds it', () => {
    expect(pictureLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    document.body.innerHTML =
      '<img src="/a.webp" alt="" loading="eager" fetchpriority="high"><img src="/b.webp" alt="">';
    expect(document.querySelectorAll(MAIN_PICTURE_SELECTOR)).toHaveLength(1);
    document.body.innerHTML = '';
  });

  it('loads any other picture lazily, after the main one, neither prioritised nor reported', () => {
    expect(pictureLoading(false)).toEqual({ loading: 'lazy', [AFTER_MAIN_PICTURE]: '' });
  });
});

describe('pictures after the main one', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../index.css'), 'utf8');
  const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

  it('are not drawn (so not fetched) until <html> says the main picture is on screen', () => {
    expect(css.replace(/\s+/g, ' ')).toContain(
      `html:not([${MAIN_PICTURE_SHOWN}]) img[${AFTER_MAIN_PICTURE}] { display: none; }`,
    );
  });

  it('are drawn without scripts', () => {
    expect(html).toMatch(
      new RegExp(`<noscript><style>[^<]*img\\[${AFTER_MAIN_PICTURE}\\]\\{display:revert!important\\}`),
    );
  });
});
