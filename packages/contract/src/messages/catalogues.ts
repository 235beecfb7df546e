import type { Language } from '../languages';
import { de } from './de';
import { type Catalogue, en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';

/**
 * Every language's source catalogue (ICU MessageFormat text), for the compiler and the tests. The site itself reads
 * the compiled ones (compiled/<lang>.ts), one language at a time.
 */
export const catalogues: Readonly<Record<Language, Catalogue>> = { en, hi, es, fr, de };
