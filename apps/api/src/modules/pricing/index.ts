/**
 * The pricing module as other modules see it: one pipeline that prices a stay (nightly rate → plan → occupancy →
 * promotions and coupon → GST per room-night → payment terms), its reads, and the rules both the quote and the booking
 * apply. It writes nothing (decision 007): the booking records what it was sold at.
 */

export {
  chosenExtras,
  extrasOfferedOnline,
  extraWords,
  type OfferedExtraRow,
  priceOnlineExtras,
  toGuestExtra,
  withOnlineExtras,
} from './online-extras.js';
export {
  canPlaceParty,
  type PartyStayPrice,
  type PartyToPlace,
  type PropertyToPlace,
  partyStayPrices,
  pricePartyAt,
} from './party-prices.js';
export {
  amountDueNowPaise,
  amountsDueOfQuote,
  bookingPaymentPolicy,
  roomsDueNowPaise,
} from './payment-policy-rules.js';
export {
  findProperty,
  type PropertyRow,
  type RoomTypeRow,
  type StayToPriceRows,
  stayToPriceDigestOfHold,
  stayToPriceDigestValues,
  stayToPriceReadOfHold,
} from './pricing.repository.js';
export {
  assertQuotable,
  assertRoomsAvailable,
  priceNights,
  type Quote,
  type QuoteInput,
  quoteOfRows,
  quoteStay,
  quoteStayAsRead,
  toAmountsDue,
  toPricingData,
  toRateDetails,
} from './pricing.service.js';
export {
  gstBasisPoints,
  gstPerNightPaise,
  type NightInventory,
  priceStay,
  type StayQuote,
  supplyOf,
} from './pricing-rules.js';
export { type AppliedDiscount, couponRefusal } from './promotion-rules.js';
export { type CouponRow, countCouponUses } from './promotions.repository.js';
export {
  applyOffers,
  assertWithinLimits,
  couponError,
  deepestCuts,
  type Offers,
  toCouponRule,
  toDiscountLines,
} from './promotions.service.js';
export {
  nightsUnderPlan,
  offerFor,
  planNightlyRatePaise,
  plansForSale,
  type SellablePlan,
  STANDARD_PLAN,
  toCancellationView,
  toRatePlanOffer,
} from './rate-plan-rules.js';
export { ownRatesOf, sellablePlansOf } from './rate-plans.repository.js';
export { assertStayDates, stayProblem } from './stay-rules.js';
