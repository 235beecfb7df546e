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
  { to: consolePaths.catalogue, label: 'Catalogue', roles: ['admin'] },
  { to: consolePaths.hero, label: 'Hero slides', roles: ['admin'] },
  { to: consolePaths.audit, label: 'Audit log', roles: ['admin'] },
];
