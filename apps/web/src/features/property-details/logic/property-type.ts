/**
 * The badge text. The server names the type (the spec's display names, 'Property' when unknown); a missing
 * type reads 'Hotel' as the spec's default.
 */
export function propertyTypeBadge(type: string | null | undefined, serverLabel: string | null | undefined): string {
  if (serverLabel?.trim()) return serverLabel;
  return type?.trim() ? 'Property' : 'Hotel';
}
