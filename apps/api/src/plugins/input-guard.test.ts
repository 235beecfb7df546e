import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './input-guard.js';

describe('findControlCharacter', () => {
  it.each([
    ['NUL', '\u0000', 'U+0000'],
    ['start of heading', 'a\u0001b', 'U+0001'],
    ['escape', '\u001b[31m', 'U+001B'],
    ['vertical tab', 'a\u000bb', 'U+000B'],
    ['form feed', 'a\u000cb', 'U+000C'],
    ['unit separator', '\u001f', 'U+001F'],
    ['DEL', 'Asha\u007f', 'U+007F'],
    ['a lone high surrogate', 'x\ud83d', 'U+D83D'],
    ['a lone low surrogate', '\ude00x', 'U+DE00'],
  ])('refuses %s', (_label, text, character) => {
    expect(findControlCharacter({ message: text }, 'body')).toEqual({ path: 'message', character, inKey: false });
  });

  it.each([
    ['tab, line feed and carriage return', 'Line one\r\n\tLine two\n'],
    ['an emoji (a surrogate pair)', 'Beach 🏝️ 💥'],
    ['Devanagari and accents', 'आशा नाइक, Café'],
    ['line and paragraph separators', 'one\u2028two\u2029'],
    ['an empty string', ''],
  ])('accepts %s', (_label, text) => {
    expect(findControlCharacter({ message: text }, 'body')).toBeNull();
  });

  it('names the nested field, array index included', () => {
    const body = { primaryGuest: { name: 'Asha', email: 'a@b.in' }, roomIds: [{ id: 'r1' }, { id: 'r2\u0000' }] };
    expect(findControlCharacter(body, 'body')).toEqual({ path: 'roomIds.1.id', character: 'U+0000', inKey: false });
    expect(findControlCharacter({ primaryGuest: { name: 'A\u0000sha' } }, 'body')?.path).toBe('primaryGuest.name');
  });

  it('reports the first bad field in written order', () => {
    expect(findControlCharacter({ name: 'x\u0000', email: 'y\u0000' }, 'body')?.path).toBe('name');
  });

  it('names the location when the value itself is a bad string', () => {
    expect(findControlCharacter('\u0000', 'body')).toEqual({ path: 'body', character: 'U+0000', inKey: false });
  });

  it('refuses a field name holding a control character, naming its parent', () => {
    expect(findControlCharacter({ notes: { 'a\u0000': 1 } }, 'body')).toEqual({
      path: 'notes',
      character: 'U+0000',
      inKey: true,
    });
    expect(findControlCharacter({ '\u0007': 1 }, 'query')?.path).toBe('query');
  });

  it('walks objects without a prototype and parsed query strings', () => {
    const bare = Object.assign(Object.create(null), { q: ['Goa', 'Cal\u0000angute'] });
    expect(findControlCharacter(bare, 'query')?.path).toBe('q.1');
    // fast-querystring (Fastify's parser) builds `new Empty()`, whose prototype has no prototype.
    function Empty() {}
    Empty.prototype = Object.create(null);
    const parsed = Object.assign(new (Empty as unknown as new () => object)(), { city: 'Goa', q: '\u0001' });
    expect(findControlCharacter(parsed, 'query')?.path).toBe('q');
  });

  it('leaves buffers, numbers, booleans and null alone', () => {
    expect(findControlCharacter(Buffer.from([0, 1, 2]), 'body')).toBeNull();
    expect(findControlCharacter({ a: 1, b: true, c: null, d: undefined, e: Buffer.from('\u0000') }, 'body')).toBeNull();
    expect(findControlCharacter(undefined, 'body')).toBeNull();
  });

  it('survives a body nested far deeper than the call stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findControlCharacter(deep, 'body')).toMatchObject({ character: 'U+0000' });
  });

  it('survives cycles (multipart parts point back at their form)', () => {
    const form: Record<string, unknown> = {};
    form.documentType = { type: 'field', value: 'pan', fields: form };
    expect(findControlCharacter(form, 'body')).toBeNull();
  });
});
