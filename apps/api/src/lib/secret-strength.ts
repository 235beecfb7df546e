/**
 * Whether a secret someone typed is as good as a random one. Length alone is not strength: 40 copies of one
 * character, 'abcdef…', 'staybook-production-secret-2026' and a key of zero bytes all pass a length check. The
 * predictable parts of a secret (runs and sequences, a repeated pattern, common words) are set aside and the rest
 * is scored by its Shannon entropy per character times its length; 48 random base64url characters score about
 * 250 bits, and 128 are asked for.
 */

const MIN_LENGTH = 32;
const MIN_BITS = 128;
const MIN_DISTINCT = 10;
/** Runs, sequences and repeated blocks shorter than this are left to chance. */
const MIN_RUN = 5;

export const HOW_TO_GENERATE = 'generate one with `openssl rand -base64 48`';

/** Words people build secrets from (compared in lower case, digits read as the letters they stand for). */
const COMMON_WORDS = [
  'password',
  'passwd',
  'secret',
  'changeme',
  'change',
  'staybook',
  'admin',
  'default',
  'example',
  'sample',
  'dummy',
  'test',
  'letmein',
  'welcome',
  'qwerty',
  'asdf',
  'zxcv',
  'iloveyou',
  'monkey',
  'dragon',
  'master',
  'login',
  'hello',
  'token',
  'production',
  'prod',
  'development',
  'staging',
  'local',
  'session',
  'auth',
  'hotel',
  'booking',
  'india',
  'please',
  'replace',
  'random',
  'string',
  'super',
  'private',
  'encryption',
];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

type Kind = 'runs or sequences' | 'a repeated pattern' | 'common words';

/** Marks runs ('aaaa'), ascending and descending sequences ('abcd', '4321') of MIN_RUN characters or more. */
function markRuns(text: string, marked: boolean[]): boolean {
  let found = false;
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    const step = i < text.length ? text.charCodeAt(i) - text.charCodeAt(i - 1) : Number.NaN;
    const prevStep = i >= 2 ? text.charCodeAt(i - 1) - text.charCodeAt(i - 2) : step;
    const continues = i < text.length && Math.abs(step) <= 1 && (i - start < 2 || step === prevStep);
    if (continues) continue;
    if (i - start >= MIN_RUN) {
      for (let j = start; j < i; j++) marked[j] = true;
      found = true;
    }
    // The last character may begin the next run or sequence.
    start = i < text.length && Math.abs(step) <= 1 ? i - 1 : i;
  }
  return found;
}

/** Marks every copy after the first of a block repeated back to back ('abcabcabc': the second and third). */
function markRepeats(text: string, marked: boolean[]): boolean {
  let found = false;
  for (let period = 1; period <= text.length / 2; period++) {
    let stretch = 0;
    for (let i = period; i <= text.length; i++) {
      if (i < text.length && text[i] === text[i - period]) {
        stretch++;
        continue;
      }
      if (stretch >= Math.max(period, MIN_RUN - 1)) {
        for (let j = i - stretch; j < i; j++) marked[j] = true;
        found = true;
      }
      stretch = 0;
    }
  }
  return found;
}

function markWords(text: string, marked: boolean[]): boolean {
  const plain = [...text.toLowerCase()].map((ch) => LEET[ch] ?? ch).join('');
  let found = false;
  for (const word of COMMON_WORDS)
    for (let at = plain.indexOf(word); at !== -1; at = plain.indexOf(word, at + 1)) {
      for (let j = at; j < at + word.length; j++) marked[j] = true;
      found = true;
    }
  return found;
}

function shannonBits(chars: readonly string[]): { bits: number; distinct: number } {
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  return { bits: perChar * chars.length, distinct: counts.size };
}

/** Why a secret is not good enough, or null. */
export function secretStrengthProblem(secret: string): string | null {
  if (secret.length < MIN_LENGTH) return `must be at least ${MIN_LENGTH} characters`;
  const chars = [...secret];
  const marked = chars.map(() => false);
  const kinds: Kind[] = [];
  if (markRuns(secret, marked)) kinds.push('runs or sequences');
  if (markRepeats(secret, marked)) kinds.push('a repeated pattern');
  if (markWords(secret, marked)) kinds.push('common words');
  const rest = chars.filter((_, i) => !marked[i]);
  const { bits, distinct } = shannonBits(rest);
  if (bits >= MIN_BITS && distinct >= MIN_DISTINCT) return null;
  const why = kinds.length > 0 ? kinds.join(', ') : 'few distinct characters';
  return `is too predictable (${why}): ${HOW_TO_GENERATE}`;
}

/**
 * Why a 32-byte key is not random enough, or null: all zero (or one byte over and over), a counting sequence, or
 * so few distinct bytes that it was not drawn at random (32 random bytes have about 30 distinct values).
 */
export function keyBytesProblem(key: Uint8Array): string | null {
  const distinct = new Set(key).size;
  if (key.every((b) => b === 0)) return 'is an all-zero key: generate one with `openssl rand -base64 32`';
  const counting = key.every((b, i) => i === 0 || Math.abs(b - (key[i - 1] ?? 0)) <= 1);
  if (distinct < 16 || counting)
    return 'is not a random key (repeated or counting bytes): generate one with `openssl rand -base64 32`';
  return null;
}

const HOW_TO_GENERATE_KEY = 'generate one with `openssl rand -base64 32`';

/** The 100 commonest letter pairs of English text, compared in lower case. */
const ENGLISH_PAIRS = new Set(
  (
    'th he in er an re on at en nd ti es or te of ed is it al ar st to nt ng se ha as ou io le ve co me de hi ri ro ic ' +
    'ne ea ra ce li ch ll be ma si om ur ca el ta la ns di fo ho pe ec pr no ct us ac ot il tr ly nc et ut ss so rs un ' +
    'lo wa ge ie wh ee wi em ad ol rt po we na ul ni ts mo ow pa im mi ai sh'
  ).split(' '),
);

/**
 * Thresholds a key drawn at random crosses less than once in a billion (worked out exactly over the 43 base64
 * characters of 32 random bytes): no more than 18 distinct characters (P ≈ 1.2e-9), 23 or more common English pairs
 * (P ≈ 1.0e-9), 11 or more characters inside common words (two or three of them; P below 1e-9). For 64 hex
 * characters: no more than 10 distinct digits (P ≈ 6.8e-10).
 */
const MIN_DISTINCT_BASE64 = 19;
const MAX_ENGLISH_PAIRS = 22;
const MAX_WORD_CHARACTERS = 10;
const MIN_DISTINCT_HEX = 11;

function englishPairs(text: string): number {
  const lower = text.toLowerCase();
  let pairs = 0;
  for (let i = 1; i < lower.length; i++) if (ENGLISH_PAIRS.has(lower.slice(i - 1, i + 1))) pairs++;
  return pairs;
}

/**
 * Why an encryption key written as 64 hex characters or base64 of 32 bytes is not key material, or null. The form
 * alone lets text through: `echo -n 'our kyc key for staybook 2026!!!' | base64` is well-formed base64 of 32 bytes, and
 * so is a 43-letter phrase typed straight into the variable. Refused: the byte checks of keyBytesProblem; bytes that
 * are all printable text (32 random bytes are, once in 10^14); and, for base64, text that reads as words (common
 * English letter pairs, common words) or uses too few distinct characters. Each threshold is one a random key
 * crosses less than once in a billion, so `openssl rand -base64 32` is never refused in practice.
 */
export function keyMaterialProblem(text: string, key: Uint8Array): string | null {
  const bytes = keyBytesProblem(key);
  if (bytes) return bytes;
  if (key.every((b) => b >= 0x20 && b <= 0x7e))
    return `is text written as hex or base64 (an encoded phrase), not random bytes: ${HOW_TO_GENERATE_KEY}`;
  const distinct = new Set(text.replace(/=+$/, '')).size;
  if (/^[0-9a-fA-F]{64}$/.test(text)) {
    if (new Set(text.toLowerCase()).size < MIN_DISTINCT_HEX)
      return `uses too few distinct hex digits to be random: ${HOW_TO_GENERATE_KEY}`;
    return null;
  }
  if (distinct < MIN_DISTINCT_BASE64) return `uses too few distinct characters to be random: ${HOW_TO_GENERATE_KEY}`;
  const inWords = [...text].map(() => false);
  markWords(text, inWords);
  if (englishPairs(text) > MAX_ENGLISH_PAIRS || inWords.filter(Boolean).length > MAX_WORD_CHARACTERS)
    return `reads as words, not as random bytes: ${HOW_TO_GENERATE_KEY}`;
  return null;
}
