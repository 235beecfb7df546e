export * from './accounts.js';
export * from './bookings.js';
export * from './catalogue.js';
export * from './desk-payments.js';
export * from './engagement.js';
export * from './promotions.js';
export * from './rate-plans.js';
export * from './staff.js';
