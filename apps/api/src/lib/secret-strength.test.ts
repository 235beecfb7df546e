import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyBytesProblem, keyMaterialProblem, secretStrengthProblem } from './secret-strength.js';

describe('secretStrengthProblem', () => {
  it('asks for 32 characters before anything else', () => {
    expect(secretStrengthProblem('short')).toBe('must be at least 32 characters');
  });

  it.each([
    ['one character over and over', 'q'.repeat(100), 'runs or sequences'],
    ['a run of zeros (hex of zero bytes)', '0'.repeat(64), 'runs or sequences'],
    ['base64 of zero bytes', Buffer.alloc(32).toString('base64'), 'runs or sequences'],
    ['the alphabet and the digits', 'abcdefghijklmnopqrstuvwxyz0123456789', 'runs or sequences'],
    ['counting down', '9876543210zyxwvutsrqponmlkjihgfedcba', 'runs or sequences'],
    ['a keyboard row', 'qwertyuiopasdfghjklzxcvbnm1234567890', 'common words'],
    ['two letters in turn', 'abababababababababababababababababab', 'a repeated pattern'],
    ['a short pattern repeated', 'abcabcabcabcabcabcabcabcabcabcabcabc', 'a repeated pattern'],
    ['a mixed pattern repeated', 'Ab1!'.repeat(10), 'a repeated pattern'],
    ['a longer pattern twice', 'q1w2e3r4t5y6u7i8o9p0q1w2e3r4t5y6u7i8o9p0', 'a repeated pattern'],
    ['common words', 'staybook-production-secret-2026-please-change', 'common words'],
    ['common words in leetspeak', 'P@ssw0rdS3cretChangeMe!Staybook2026xyz', 'common words'],
    ['a word repeated', 'password'.repeat(6), 'a repeated pattern, common words'],
  ])('refuses %s', (_what, secret, why) => {
    const problem = secretStrengthProblem(secret);
    expect(problem).toMatch(/^is too predictable \(/);
    expect(problem).toContain(why);
    expect(problem).toContain('openssl rand -base64 48');
  });

  it.each([
    [
      '48 random bytes in base64url (what docs/going-live.md says to run)',
      'k3Jx9QvT2mZ7pLw4RbN8cYh1Fd6Gs0Ue5Ai_OtVy-KnMqPjXl2CrBz9HwE4SgDf7JaUo1Ti3',
    ],
    ['32 random bytes in hex', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
    ['a random secret that happens to begin with a word', 'password15ZmLsz8ThygnHEMX8Q0rHnlxVweQvGu69mgFCFngYiJ1-MH'],
  ])('accepts %s', (_what, secret) => {
    expect(secretStrengthProblem(secret)).toBeNull();
  });

  it('accepts what `openssl rand -base64 48` and randomBytes(48) give, a thousand times over', () => {
    for (let i = 0; i < 1000; i++) {
      expect(secretStrengthProblem(randomBytes(48).toString('base64'))).toBeNull();
      expect(secretStrengthProblem(randomBytes(48).toString('base64url'))).toBeNull();
    }
  });
});

describe('keyBytesProblem', () => {
  it.each([
    ['all zero', Buffer.alloc(32), 'all-zero'],
    ['one byte repeated', Buffer.alloc(32, 7), 'not a random key'],
    ['counting bytes', Buffer.from(Array.from({ length: 32 }, (_, i) => i)), 'not a random key'],
    ['a short pattern repeated', Buffer.from('deadbeef'.repeat(8), 'hex'), 'not a random key'],
  ])('refuses a key of %s', (_what, key, why) => {
    expect(keyBytesProblem(key)).toContain(why);
  });

  it('accepts random keys, a thousand times over', () => {
    for (let i = 0; i < 1000; i++) expect(keyBytesProblem(randomBytes(32))).toBeNull();
  });
});

describe('keyMaterialProblem', () => {
  /** How config.ts reads the key: 64 hex characters, otherwise base64 (standard or URL-safe). */
  const decode = (text: string) =>
    /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  const phrase = 'our kyc key for staybook 2026!!!';

  it.each([
    ['a phrase encoded as base64', Buffer.from(phrase).toString('base64'), 'is text written as hex or base64'],
    ['a phrase encoded as hex', Buffer.from(phrase).toString('hex'), 'is text written as hex or base64'],
    ['a phrase typed as URL-safe base64', 'MyGrandmotherLivesInKolkataNearHowrahBridge', 'reads as words'],
    ['words run together', 'sunsetbeachvillaspanajigoaindiasecurekey999', 'reads as words'],
    ['common words', 'StaybookProductionSecretKeyForKycUploads12x=', 'reads as words'],
    ['one phrase twice', 'correcthorsebatterystaplecorrecthorsebatter', 'too few distinct characters'],
    ['the digits of pi as hex', '3141592653589793238462643383279502884197169399375105820974944592', 'hex digits'],
    ['zero bytes', Buffer.alloc(32).toString('base64'), 'all-zero'],
  ])('refuses %s', (_what, text, why) => {
    expect(decode(text)).toHaveLength(32);
    const problem = keyMaterialProblem(text, decode(text));
    expect(problem).toContain(why);
    expect(problem).toContain('openssl rand -base64 32');
  });

  it('accepts random keys in every form config.ts reads, thousands of times over', () => {
    for (let i = 0; i < 3000; i++) {
      const key = randomBytes(32);
      for (const text of [key.toString('base64'), key.toString('base64url'), key.toString('hex')])
        expect(keyMaterialProblem(text, key), text).toBeNull();
    }
  });
});
