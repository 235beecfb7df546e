/**
 * The one place integration tests get their rows from. Each test arranges what it reads, so it can run alone
 * (`-t`) and in any order:
 * - users: `signedInUser`, `createGuest`, `tokenFor(db, config, role, scope?)`, `signedInRoles`, `uniquePhone`
 * - catalogue: `createCity`, `createProperty`, `addPolicies`, `createRoomType`, `setInventory`, `createRoomForSale`,
 *   `seedGuestSiteCatalogue` (the named catalogue of the guest-site suites), `inventoryOf`, `istDay`
 * - rate plans: `policies` (terms), `createPolicy`, `createRatePlan`
 * - bookings: `bookingPayload`, `book`, `holdBooking` (pending payment), `paidBooking` (confirmed through the sandbox)
 * Sign-in through the real OTP flow lives in accounts.ts; payment provider helpers in payment-helpers.ts.
 */
export * from './factories/bookings.js';
export * from './factories/catalogue.js';
export * from './factories/guest-site-catalogue.js';
export * from './factories/promotions.js';
export * from './factories/rate-plans.js';
export * from './factories/users.js';
