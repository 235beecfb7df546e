import { ApiError } from '../../lib/api-client';

/** 'name is required' → 'Name is required.': schema and server messages read as sentences under their fields. */
export const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/**
 * The server's field messages, keyed by field path ('name', 'items.0.title'): validation issues, or the one field
 * a business rule names. Empty for other failures.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const details = error.details as { issues?: { path: string; message: string }[]; field?: string } | undefined;
  const out: Record<string, string> = {};
  for (const issue of details?.issues ?? []) if (!(issue.path in out)) out[issue.path] = sentence(issue.message);
  if (details?.field && !(details.field in out)) out[details.field] = sentence(error.message.replace(/^[\w.]+: /, ''));
  return out;
}
