/** `\`, `%` and `_` in a search text match themselves in LIKE patterns: a search for '50%' finds '50%'. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
