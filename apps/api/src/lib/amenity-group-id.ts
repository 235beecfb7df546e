import { createHash } from 'node:crypto';

/**
 * The key of an amenity group's words (docs/languages.md, "Content per language"): a group has no row of its own (it
 * is the `groupTitle` its amenities share), so its heading's words are kept under the UUID (version 5, RFC 9562) of
 * its English heading in its property's namespace. The same property and heading give the same id everywhere (the
 * guest page, the console, the seed); another property's group of the same name has another.
 */
export function amenityGroupId(propertyId: string, heading: string): string {
  const namespace = Buffer.from(propertyId.replace(/-/g, ''), 'hex');
  if (namespace.length !== 16) throw new Error(`amenityGroupId: ${propertyId} is not a UUID`);
  const hash = createHash('sha1').update(namespace).update(heading, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
