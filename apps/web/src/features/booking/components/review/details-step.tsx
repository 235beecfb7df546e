import { MAX_ONLINE_EXTRA_QUANTITY } from '@staybook/contract/booking-extras';
import { completeChildAges } from '@staybook/contract/party-rules';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { links } from '../../../../lib/paths';
import { useExtraLinesInLanguage } from '../../api/get-extras';
import { usePricing } from '../../api/get-pricing';
import { buildPricingRequest } from '../../logic/booking-request';
import { canProceedToPayment, guestLimits, partyShortfallFacts } from '../../logic/guests';
import { estimatePricing } from '../../logic/selection';
import { stayNights, useBookingStore } from '../../store/booking-store';
import { useShortfallText } from '../shortfall-words';
import { CouponField } from './coupon-field';
import { useCouponRefusalText } from './coupon-words';
import { ExtrasOffer } from './extras-offer';
import { FamilyRequests } from './family-requests';
import { GuestCounters } from './guest-counters';
import { PriceBreakdown, type PriceLines } from './price-breakdown';
import { PropertyCard } from './property-card';
import { RoomGuestAllocation } from './room-guest-allocation';
import { SelectedRoomsList } from './selected-rooms-list';
import { StayDetails } from './stay-details';

interface DetailsStepProps {
  onProceed: () => void;
  holding: boolean;
}

/** Step 0 (spec 2.10): property, stay, rooms (min 1 each), price, guests, 'Proceed to Payment'. */
export function DetailsStep({ onProceed, holding }: DetailsStepProps) {
  const t = useT('booking');
  const shortfallWords = useShortfallText();
  const couponText = useCouponRefusalText();
  const navigate = useNavigate();
  const state = useBookingStore();
  const { propertyId, checkInDate, checkOutDate, selectedRooms, guests, allocation, couponCode, extras } = state;
  const nights = stayNights(state);
  const choice =
    propertyId && checkInDate !== null && checkOutDate !== null
      ? { propertyId, checkInDate, checkOutDate, selectedRooms, guests, allocation }
      : null;
  const request = choice ? buildPricingRequest({ ...choice, couponCode, extras }) : null;
  const pricing = usePricing(request);
  // A code the server refuses for the stay as it is now (dates or rooms changed since it was applied).
  const couponProblem =
    couponCode && pricing.error instanceof ApiError && isCouponError(pricing.error) ? couponText(pricing.error) : null;
  const fresh = pricing.data && !pricing.isPlaceholderData ? pricing.data : null;
  const price: PriceLines = fresh ?? { ...estimatePricing(state.totalPrice), nights };
  const extraLines = useExtraLinesInLanguage(propertyId, price.extras);
  const canProceed = canProceedToPayment(selectedRooms, guests);
  const shortfallFacts = partyShortfallFacts(selectedRooms, guests);
  const shortfall = shortfallFacts && shortfallWords(shortfallFacts);
  const childAges = completeChildAges(state.childAges, guests.children);
  // The party as the rooms page reads it back: guests, and infants, a pet and the children's ages when any.
  const partyQuery = {
    adults: guests.adults,
    children: guests.children,
    ...(state.infants ? { infants: state.infants } : {}),
    ...(state.pets ? { includePet: true } : {}),
    ...(childAges ? { childAges } : {}),
  };
  const changeRoomsHref =
    propertyId && checkInDate !== null && checkOutDate !== null
      ? links.selectRooms(propertyId, { checkInDate, checkOutDate, ...partyQuery })
      : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="space-y-4">
        <PropertyCard property={state.propertyInfo} />
        {checkInDate !== null && checkOutDate !== null && (
          <StayDetails
            checkInDate={checkInDate}
            checkOutDate={checkOutDate}
            nights={nights}
            checkInTime={state.propertyInfo?.checkInTime}
            checkOutTime={state.propertyInfo?.checkOutTime}
            onChangeDates={(stay) =>
              // The rooms page checks the new nights (availability, restrictions) and prices them; the chosen rooms
              // and guests come along, and Continue brings the guest back here.
              propertyId && navigate(links.selectRooms(propertyId, { ...stay, ...partyQuery }))
            }
          />
        )}
        <SelectedRoomsList
          selection={selectedRooms}
          editable
          onQuantity={(id, q) => state.setQuantity(id, q, 1)}
          changeRoomsHref={changeRoomsHref}
        />
        <GuestCounters
          guests={guests}
          agePolicy={state.propertyInfo?.agePolicy}
          limits={guestLimits(selectedRooms)}
          onChange={state.setGuests}
          companions={{ infants: state.infants, pets: state.pets }}
          onCompanions={state.setCompanions}
        />
        <FamilyRequests
          childCount={guests.children}
          infants={state.infants}
          agePolicy={state.propertyInfo?.agePolicy}
          childAges={state.childAges}
          bedRequest={state.bedRequest}
          onChange={state.setRequests}
        />
        <RoomGuestAllocation
          selection={selectedRooms}
          guests={guests}
          allocation={allocation}
          onChange={state.setRoomGuests}
        />
        <ExtrasOffer
          propertyId={propertyId}
          chosen={extras ?? {}}
          onQuantity={state.setExtraQuantity}
          maxQuantity={MAX_ONLINE_EXTRA_QUANTITY}
          party={guests.adults + guests.children}
        />
        {shortfall && (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p>{shortfall}</p>
            {changeRoomsHref && (
              <Link to={changeRoomsHref} className="mt-2 inline-block font-semibold underline">
                {t('review.addRoom')}
              </Link>
            )}
          </div>
        )}
      </div>
      <div className="space-y-4 lg:sticky lg:top-4">
        <CouponField
          request={choice ? buildPricingRequest(choice) : null}
          applied={couponCode}
          onApply={state.setCouponCode}
          onRemove={() => state.setCouponCode(null)}
          problem={couponProblem}
        />
        <PriceBreakdown
          price={{ ...price, extras: extraLines }}
          due={fresh}
          estimated={!fresh}
          error={pricing.isError && !couponProblem ? t('review.priceFailed') : null}
        />
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-3 lg:static lg:border-0 lg:bg-transparent lg:p-0">
          <button
            type="button"
            className="btn-primary w-full py-3 text-base"
            disabled={!canProceed || holding}
            onClick={onProceed}
          >
            {holding ? t('review.holding') : t('review.proceed')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The server names the coupon as the field it refused. */
function isCouponError(err: ApiError): boolean {
  return (err.details as { field?: unknown } | undefined)?.field === 'couponCode';
}
