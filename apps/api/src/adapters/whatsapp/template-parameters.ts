/**
 * A template's body parameter as Meta takes it: no new line, no tab, never more than four spaces in a row (the API
 * refuses the message otherwise), not empty, and short enough to keep the filled-in template under its 1,024
 * characters. Lines become one sentence run: a line ending in punctuation is followed by a space, any other by '; '.
 */
export const TEMPLATE_PARAMETER_MAX = 700;

export function templateParameterText(value: string): string {
  const lines = value
    .split(/[\r\n]+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const text = lines.reduce(
    (run, line) => (run === '' ? line : `${run}${/[.!?:;,]$/.test(run) ? ' ' : '; '}${line}`),
    '',
  );
  if (text === '') return '-';
  return text.length > TEMPLATE_PARAMETER_MAX ? `${text.slice(0, TEMPLATE_PARAMETER_MAX - 1).trimEnd()}…` : text;
}
