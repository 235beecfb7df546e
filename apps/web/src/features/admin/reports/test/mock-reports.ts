import type { StaffRole } from '@staybook/contract/admin-staff';
import { type Handler, mockApi, ok } from '../../../../test/api-mock';
import { accessOf } from '../../test/render-console';
import { homeRegistration } from './report-data';

/** The console's lookups every reports page reads (the member's access, the property picker), plus `handlers`. */
export function mockReportsApi(handlers: Record<string, Handler>, role: StaffRole = 'admin') {
  return mockApi({
    'GET /api/admin/me': ok(accessOf(role)),
    'GET /api/admin/bookings/properties': ok([]),
    // One registration (the home state's) unless a test gives more: the GST tab then offers no choice of GSTIN.
    'GET /api/admin/tax-registrations': ok({ registrations: [homeRegistration], unregistered: [] }),
    ...handlers,
  });
}
