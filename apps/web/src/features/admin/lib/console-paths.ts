import type { ConsolePermission } from '@staybook/contract/admin-staff';

/** Every console path, built in one place. Sections own the sub-paths below their root. */
export const consolePaths = {
  root: '/admin',
  dashboard: '/admin',
  bookings: '/admin/bookings',
  booking: (id: string) => `/admin/bookings/${encodeURIComponent(id)}`,
  newBooking: '/admin/new-booking',
  arrivals: '/admin/arrivals',
  roomGrid: '/admin/room-grid',
  groups: '/admin/groups',
  group: (id: string) => `/admin/groups/${encodeURIComponent(id)}`,
  housekeeping: '/admin/housekeeping',
  formC: '/admin/form-c',
  inventory: '/admin/inventory',
  channels: '/admin/channels',
  catalogue: '/admin/catalogue',
  hero: '/admin/hero',
  leads: '/admin/leads',
  money: '/admin/money',
  audit: '/admin/audit',
  staff: '/admin/staff',
  promotions: '/admin/promotions',
  ratePlans: '/admin/rate-plans',
  reviews: '/admin/reviews',
  reports: '/admin/reports',
  notifications: '/admin/notifications',
  extras: '/admin/extras',
} as const;

export interface ConsoleSection {
  to: string;
  label: string;
  /** The permission that opens it (the server's table, decision 005). */
  permission: ConsolePermission;
}

export const consoleSections: readonly ConsoleSection[] = [
  { to: consolePaths.dashboard, label: 'Dashboard', permission: 'dashboard.view' },
  { to: consolePaths.bookings, label: 'Bookings', permission: 'bookings.view' },
  { to: consolePaths.newBooking, label: 'New booking', permission: 'bookings.manage' },
  { to: consolePaths.arrivals, label: 'Arrivals & departures', permission: 'bookings.view' },
  { to: consolePaths.roomGrid, label: 'Room grid', permission: 'bookings.view' },
  { to: consolePaths.groups, label: 'Groups', permission: 'bookings.view' },
  { to: consolePaths.housekeeping, label: 'Housekeeping', permission: 'housekeeping.update' },
  { to: consolePaths.formC, label: 'Form C', permission: 'kyc.view' },
  { to: consolePaths.inventory, label: 'Rates & inventory', permission: 'rates.manage' },
  { to: consolePaths.channels, label: 'Calendar sync', permission: 'rates.manage' },
  { to: consolePaths.ratePlans, label: 'Rate plans & policies', permission: 'rates.manage' },
  { to: consolePaths.leads, label: 'Leads & messages', permission: 'engagement.view' },
  { to: consolePaths.reports, label: 'Reports', permission: 'dashboard.view' },
  { to: consolePaths.money, label: 'Money', permission: 'money.view' },
  { to: consolePaths.catalogue, label: 'Catalogue', permission: 'catalogue.property' },
  { to: consolePaths.hero, label: 'Hero slides', permission: 'catalogue.brand' },
  { to: consolePaths.notifications, label: 'Message templates', permission: 'catalogue.brand' },
  { to: consolePaths.extras, label: 'Extras', permission: 'catalogue.brand' },
  { to: consolePaths.promotions, label: 'Promotions', permission: 'rates.manage' },
  { to: consolePaths.reviews, label: 'Reviews', permission: 'reviews.manage' },
  { to: consolePaths.staff, label: 'Staff & access', permission: 'staff.manage' },
  { to: consolePaths.audit, label: 'Audit log', permission: 'audit.view' },
];

/** Whether a menu entry is the open area ('/admin' only for the dashboard itself). */
export function isCurrentSection(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return to === consolePaths.root ? path === consolePaths.root : path === to || path.startsWith(`${to}/`);
}

/** The path segments after an area's root: '/admin/bookings/abc' in 'bookings' → ['abc']. */
export function consoleSubpath(area: string, pathname: string): string[] {
  const prefix = `${consolePaths.root}/${area}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return [];
  return pathname
    .slice(prefix.length)
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
}
