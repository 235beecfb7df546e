/** Every console path, built in one place. Sections own the sub-paths below their root. */
export const consolePaths = {
  root: '/admin',
  dashboard: '/admin',
  bookings: '/admin/bookings',
  booking: (id: string) => `/admin/bookings/${encodeURIComponent(id)}`,
  arrivals: '/admin/arrivals',
  inventory: '/admin/inventory',
  catalogue: '/admin/catalogue',
  hero: '/admin/hero',
  leads: '/admin/leads',
  money: '/admin/money',
  audit: '/admin/audit',
} as const;

export type ConsoleRole = 'staff' | 'admin';

export interface ConsoleSection {
  to: string;
  label: string;
  /** Staff see the desk; admins also see the catalogue, hero slides and the audit log. */
  roles: readonly ConsoleRole[];
}

export const consoleSections: readonly ConsoleSection[] = [
  { to: consolePaths.dashboard, label: 'Dashboard', roles: ['staff', 'admin'] },
  { to: consolePaths.bookings, label: 'Bookings', roles: ['staff', 'admin'] },
  { to: consolePaths.arrivals, label: 'Arrivals & departures', roles: ['staff', 'admin'] },
  { to: consolePaths.inventory, label: 'Rates & inventory', roles: ['staff', 'admin'] },
  { to: consolePaths.leads, label: 'Leads & messages', roles: ['staff', 'admin'] },
  { to: consolePaths.money, label: 'Money', roles: ['staff', 'admin'] },
  { to: consolePaths.catalogue, label: 'Catalogue', roles: ['admin'] },
  { to: consolePaths.hero, label: 'Hero slides', roles: ['admin'] },
  { to: consolePaths.audit, label: 'Audit log', roles: ['admin'] },
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
