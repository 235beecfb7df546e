import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import { formatInr } from '../../../../lib/format';
import { type Translate, useT } from '../../../../lib/i18n';
import { useExtraLinesInLanguage } from '../../api/get-extras';
import { pricingQueryOptions } from '../../api/get-pricing';
import { buildPricingRequest } from '../../logic/booking-request';
import type { BusinessErrors } from '../../logic/business-details';
import type { GuestErrors } from '../../logic/guest-details';
import { saveUserData } from '../../logic/guest-details';
import { asksRecipientAddress, type RecipientAddressErrors } from '../../logic/recipient-address';
import { stayNights, useBookingStore } from '../../store/booking-store';
import { BookingPolicies } from './booking-policies';
import { BusinessDetailsSection } from './business-details-section';
import { GuestDetailsForm } from './guest-details-form';
import { HoldCountdown, useSecondsLeft } from './hold-countdown';
import { PriceBreakdown } from './price-breakdown';
import { PropertyCard } from './property-card';
import { RecipientAddressSection } from './recipient-address-section';
import { SelectedRoomsList } from './selected-rooms-list';
import { StayDetails } from './stay-details';

interface PaymentStepProps {
  onPay: () => void;
  paying: boolean;
  guestErrors: GuestErrors;
  businessErrors: BusinessErrors;
  addressErrors?: RecipientAddressErrors;
}

/**
 * 'Pay ₹10,500' (all now, as before), 'Pay ₹3,150 now' (a deposit), 'Confirm booking' (pay at property): the
 * contract's payButtonText in the page's language.
 */
function payLabel(
  t: Translate<'review.pay.payAll' | 'review.pay.payNow' | 'review.pay.confirm'>,
  dueNow: number,
  total: number,
): string {
  if (dueNow >= total) return t('review.pay.payAll', { amount: formatInr(total) });
  return dueNow > 0 ? t('review.pay.payNow', { amount: formatInr(dueNow) }) : t('review.pay.confirm');
}

/** Step 1 (spec 2.10): primary guest, the server's price, policies, the hold's countdown and Pay. */
export function PaymentStep({ onPay, paying, guestErrors, businessErrors, addressErrors = {} }: PaymentStepProps) {
  const t = useT('booking');
  const state = useBookingStore();
  const booking = state.bookingResponse;
  const pricedRooms = usePricedRooms(booking?.rate_details.totalRoomRent);
  const extraLines = useExtraLinesInLanguage(state.propertyId, booking?.extras);
  const seconds = useSecondsLeft(booking?.holdExpiresAt ?? null);
  const expired = seconds !== null && seconds <= 0;
  if (!booking) return null;
  // The rooms' total and the extras added on the details step, all of which the guest pays online.
  const total = booking.totalWithExtras ?? booking.rate_details.totalPostTax;

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="space-y-4">
        {seconds !== null && <HoldCountdown seconds={seconds} onStartAgain={state.releaseHold} />}
        <section aria-labelledby="guest-title" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="guest-title" className="mb-3 text-base font-semibold text-slate-900">
            {t('review.pay.guestTitle')}
          </h2>
          <GuestDetailsForm
            details={state.guestDetails}
            locked={state.guestDetailsLocked}
            externalErrors={guestErrors}
            onChange={(d) => state.setGuestDetails(d, false)}
            onEdit={state.unlockGuestDetails}
            onSave={(d) => {
              state.setGuestDetails(d, true);
              saveUserData(d);
              toast.success(t('review.pay.guestSaved'));
            }}
          />
        </section>
        <BusinessDetailsSection draft={state.business} onChange={state.setBusiness} externalErrors={businessErrors} />
        {asksRecipientAddress(booking.rate_details.totalPreTax, state.business.wanted) && (
          <RecipientAddressSection
            draft={state.recipientAddress}
            onChange={state.setRecipientAddress}
            externalErrors={addressErrors}
          />
        )}
        <PropertyCard property={state.propertyInfo} />
        {state.checkInDate !== null && state.checkOutDate !== null && (
          <StayDetails
            checkInDate={state.checkInDate}
            checkOutDate={state.checkOutDate}
            nights={stayNights(state)}
            checkInTime={state.propertyInfo?.checkInTime}
            checkOutTime={state.propertyInfo?.checkOutTime}
          />
        )}
        <SelectedRoomsList
          selection={state.selectedRooms}
          editable={false}
          onQuantity={() => {}}
          changeRoomsHref={null}
        />
        <BookingPolicies selection={state.selectedRooms} />
      </div>
      <div className="space-y-4 lg:sticky lg:top-4">
        <PriceBreakdown
          price={{
            ...booking.rate_details,
            discounts: booking.discounts,
            rooms: pricedRooms,
            extras: extraLines,
            totalWithExtras: booking.totalWithExtras,
          }}
          estimated={false}
          due={booking}
        />
        <p className="text-xs text-slate-600">
          {t('review.pay.reference')} <span className="font-semibold text-slate-800">{booking.code}</span>
        </p>
        <div className="fixed inset-x-0 bottom-0 z-30 space-y-2 border-t border-slate-200 bg-white p-3 lg:static lg:border-0 lg:bg-transparent lg:p-0">
          <button
            type="button"
            className="btn-primary w-full py-3 text-base"
            disabled={paying || expired}
            onClick={onPay}
          >
            {paying ? t('review.pay.opening') : payLabel(t, booking.amountDueNow ?? total, total)}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The rooms of the review step's price (what names each room's extra guests), read from the cache without asking
 * again; only when it is the price the rooms were held at, so the lines still add up to the held total.
 */
function usePricedRooms(heldRoomRent: number | undefined) {
  const queryClient = useQueryClient();
  const { propertyId, checkInDate, checkOutDate, selectedRooms, guests, allocation, couponCode, extras } =
    useBookingStore();
  if (!propertyId || checkInDate === null || checkOutDate === null || heldRoomRent === undefined) return undefined;
  const request = buildPricingRequest({
    propertyId,
    checkInDate,
    checkOutDate,
    selectedRooms,
    guests,
    allocation,
    couponCode,
    extras,
  });
  const priced = queryClient.getQueryData(pricingQueryOptions(request).queryKey);
  return priced?.totalRoomRent === heldRoomRent ? priced.rooms : undefined;
}
