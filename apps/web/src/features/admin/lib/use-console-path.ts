import { useLocation } from 'react-router';
import { consoleSubpath } from './console-paths';

/**
 * The segments after an area's root, for areas with sub-pages ('/admin/bookings/abc' → ['abc']). Areas switch on
 * these instead of using <Routes>/<Route>/<NavLink>, which would pull router code into the guest's entry chunk.
 */
export function useConsolePath(area: string): string[] {
  return consoleSubpath(area, useLocation().pathname);
}
