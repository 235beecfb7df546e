// Shared by every form of the app (components/form); re-exported for the console's older importers.
export { fieldErrors, sentence } from '../../../components/form/form-messages';

/** Text input value → number, or null when empty; NaN stays NaN so the schema names the field. */
export function numberOrNull(text: string): number | null {
  const t = text.trim();
  return t === '' ? null : Number(t);
}

/** Text input value → number; empty is NaN, so a required number is reported as missing by the schema. */
export const numberOrNaN = (text: string): number => numberOrNull(text) ?? Number.NaN;

/** One entry a line, blank lines dropped. */
export const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
