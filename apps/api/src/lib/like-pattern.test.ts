import { describe, expect, it } from 'vitest';
import { likeEscape } from './like-pattern.js';

describe('likeEscape', () => {
  it.each([
    ['50%_off\\', '50\\%\\_off\\\\'],
    ['plain text', 'plain text'],
    ['', ''],
  ])('escapes %j as %j', (text, pattern) => {
    expect(likeEscape(text)).toBe(pattern);
  });
});
