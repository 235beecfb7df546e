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
    // GSTR-3B beside GSTR-1 on the GST tab: a month with one inter-state sale to a guest.
    'GET /api/admin/reports/gstr3b': ok({
      month: '2030-03',
      supplierGstin: '30AAACS1234A1Z5',
      outwardTaxable: { taxableValue: 25_000.5, igst: 400, cgst: 425.01, sgst: 425.02 },
      nilRated: { taxableValue: 0 },
      interStateUnregistered: [{ placeOfSupply: '08-Rajasthan', taxableValue: 8_000, igst: 400 }],
    }),
    ...handlers,
  });
}
