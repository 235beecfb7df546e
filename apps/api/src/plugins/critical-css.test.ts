import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCriticalCss, criticalCss, pageNames, parseStylesheet } from './critical-css';

/** The critical CSS of `css` for a page whose HTML is `html`. */
const pick = (css: string, html: string) => criticalCss(parseStylesheet(css), pageNames(html));

describe('pageNames', () => {
  it('reads class names as written in attributes, entities decoded, and element names', () => {
    const names = pageNames(
      '<div class="p-4  md:flex [&amp;&gt;svg]:size-4"><svg class="size-4"><path d=""/></svg><IMG src="x"></div>',
    );
    expect([...names.classes].sort()).toEqual(['[&>svg]:size-4', 'md:flex', 'p-4', 'size-4']);
    expect([...names.elements].sort()).toEqual(['body', 'div', 'head', 'html', 'img', 'path', 'svg']);
  });
});

describe('criticalCss', () => {
  it('keeps the rules whose classes are all on the page, in their order', () => {
    const css = '.a{color:red}.b{color:blue}.a.c{color:green}.c .a{margin:0}.a{padding:0}';
    expect(pick(css, '<p class="a">')).toBe('.a{color:red}.a{padding:0}');
    expect(pick(css, '<p class="a c">')).toBe('.a{color:red}.a.c{color:green}.c .a{margin:0}.a{padding:0}');
  });

  it('reads escaped class names as Tailwind writes them', () => {
    const css = '.md\\:flex{display:flex}.w-1\\/2{width:50%}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.\\31 0x{x:1}';
    expect(pick(css, '<p class="md:flex [&amp;&gt;svg]:size-4 10x"><svg>')).toBe(
      '.md\\:flex{display:flex}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.\\31 0x{x:1}',
    );
  });

  it('keeps a rule when any of its selectors can match', () => {
    expect(pick('.a,.b{color:red}', '<p class="b">')).toBe('.a,.b{color:red}');
    expect(pick('.a,.b{color:red}', '<p class="c">')).toBe('');
  });

  it('needs nothing for an id, and reads no element name from it', () => {
    const css = '#test-payments-ribbon{color:red}aside#x .a{color:blue}';
    expect(pick(css, '<aside id="test-payments-ribbon">Test</aside>')).toBe('#test-payments-ribbon{color:red}');
  });

  it('needs the element names a selector names, and nothing for * or pseudo-elements', () => {
    const css = 'table{border-collapse:collapse}abbr:where([title]){text-decoration:underline}*,:after{margin:0}';
    expect(pick(css, '<p>')).toBe('*,:after{margin:0}');
    expect(pick(css, '<table><abbr title="x">')).toBe(css);
  });

  it('needs nothing inside :not() or inside alternatives, and the classes of a single :is/:where/:has argument', () => {
    const css =
      '.x:not(.y){a:1}.x:is(.y,.z){b:2}.group-hover\\:u:is(:where(.group):hover *){c:3}.x:has(img){d:4}.p:nth-child(2 of .q){e:5}';
    expect(pick(css, '<p class="x p">')).toBe('.x:not(.y){a:1}.x:is(.y,.z){b:2}.p:nth-child(2 of .q){e:5}');
    expect(pick(css, '<p class="group-hover:u"><img class="x">')).toBe(
      '.x:not(.y){a:1}.x:is(.y,.z){b:2}.x:has(img){d:4}',
    );
    expect(pick(css, '<p class="group group-hover:u">')).toContain('.group-hover\\:u');
  });

  it('keeps media, supports and layer blocks with what is kept inside them, and drops empty ones', () => {
    const css =
      '@layer theme,base,utilities;@layer utilities{.a{x:1}@media (min-width:40rem){.md\\:a{x:2}.b{x:3}}}@supports (display:grid){.b{y:1}}';
    expect(pick(css, '<p class="a md:a">')).toBe(
      '@layer theme,base,utilities;@layer utilities{.a{x:1}@media (min-width:40rem){.md\\:a{x:2}}}',
    );
  });

  it('keeps a nested rule whole when its own selector can match', () => {
    const css = '.hover\\:a:hover{@media (hover:hover){color:red}}.b{&:focus{color:blue}}';
    expect(pick(css, '<p class="hover:a">')).toBe('.hover\\:a:hover{@media (hover:hover){color:red}}');
  });

  it('keeps only the variables kept rules read, through the variables they read', () => {
    const css =
      ':root,:host{--font:var(--sans);--sans:system-ui;--red:#f00;--blue:#00f}' +
      '.text-red{color:var(--red)}.font{font-family:var(--font)}.text-blue{color:var(--blue)}';
    expect(pick(css, '<p class="text-red font">')).toBe(
      ':root,:host{--font:var(--sans);--sans:system-ui;--red:#f00}.text-red{color:var(--red)}.font{font-family:var(--font)}',
    );
    expect(pick(css, '<p>')).toBe('');
  });

  it("keeps Tailwind's @property registrations a kept rule reads, and its fallback for older browsers as it is", () => {
    const css =
      '@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial}}}' +
      '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}';
    expect(pick(css, '<p class="shadow">')).toBe(
      '@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before,:after{--tw-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000}}}' +
        '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
    expect(pick(css, '<p>')).toBe('');
  });

  it('keeps keyframes only when what is kept names them', () => {
    const css =
      ':root{--animate-spin:spin 1s linear infinite}.animate-spin{animation:var(--animate-spin)}.pulse{animation:pulse 2s}' +
      '@keyframes spin{to{transform:rotate(360deg)}}@keyframes pulse{50%{opacity:.5}}';
    expect(pick(css, '<p class="animate-spin">')).toBe(
      ':root{--animate-spin:spin 1s linear infinite}.animate-spin{animation:var(--animate-spin)}@keyframes spin{to{transform:rotate(360deg)}}',
    );
    expect(pick(css, '<p>')).toBe('');
  });

  it('drops comments and keeps strings whole', () => {
    const css = '/*! licence */.a{content:"}{/*"}/* note */.b{x:1}';
    expect(pick(css, '<p class="a">')).toBe('.a{content:"}{/*"}');
  });
});

describe('createCriticalCss on the built stylesheet', () => {
  const assets = path.resolve(import.meta.dirname, '../../../web/dist/assets');
  const file = (() => {
    try {
      return readdirSync(assets).find((f) => /^index-.*\.css$/.test(f));
    } catch {
      return undefined;
    }
  })();

  it.skipIf(!file)('keeps far less than the whole for a page, and every rule a page class needs', () => {
    const stylesheet = readFileSync(path.join(assets, file!), 'utf8');
    const forPage = createCriticalCss(stylesheet);
    const html = '<main class="mx-auto max-w-7xl px-4"><h1 class="text-2xl font-bold text-slate-900">Goa</h1></main>';
    const css = forPage(html);
    expect(css.length).toBeLessThan(stylesheet.length / 3);
    for (const name of ['mx-auto', 'max-w-7xl', 'px-4', 'text-2xl', 'font-bold', 'text-slate-900'])
      expect(css).toContain(`.${name}{`);
    // A rule the stylesheet has for a class this page does not use stays out.
    expect(stylesheet).toContain('.grid{');
    expect(css).not.toContain('.grid{');
    // The same names give the same answer (one selection per kind of page).
    expect(forPage(`${html}<!-- another guest -->`)).toBe(css);
  });
});
