import type { StaffMember } from '@staybook/contract/admin-staff';

/** The properties a member works on, in a table cell: "Every property", or the first names and how many more. */
export function propertiesSummary(member: Pick<StaffMember, 'allProperties' | 'properties'>, shown = 2): string {
  if (member.allProperties) return 'Every property';
  const names = member.properties.map((p) => p.name);
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** The number as staff read it: +91 98220 00003. */
export const formatMobile = (phone: string): string => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
