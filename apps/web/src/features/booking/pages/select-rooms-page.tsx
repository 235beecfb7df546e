import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type PageStay, StayBar } from '../../../components/stay-picker/stay-bar';
import { toast } from '../../../components/ui/toast';
import { useLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { links, paths } from '../../../lib/paths';
import { usePartyPrice } from '../api/get-party-price';
import { usePropertySummary } from '../api/get-property-summary';
import { useRooms } from '../api/get-rooms';
import { RoomCard } from '../components/room-card';
import { RoomFilterBar } from '../components/room-filter-bar';
import { RoomListError, RoomListSkeleton } from '../components/room-list-states';
import { SelectRoomsBottomBar } from '../components/select-rooms-bottom-bar';
import { SelectRoomsHeader } from '../components/select-rooms-header';
import { useShortfallText } from '../components/shortfall-words';
import { openExternalBooking } from '../hooks/use-external-booking';
import { partyShortfallFacts } from '../logic/guests';
import { isRoomFilter, isRoomSort, type RoomFilter, type RoomSort, visibleRooms } from '../logic/room-filters';
import { roomsAvailable } from '../logic/room-option';
import {
  isPlacementSelection,
  maxQuantity,
  roomCount,
  type Selection,
  selectionCancellation,
} from '../logic/selection';
import { readStayParams, type StayParams, stayNightCount } from '../logic/stay-params';
import { useBookingStore } from '../store/booking-store';

/** /select-rooms: reads the stay from the URL (reloadable, shareable), else navigation state, else goes home. */
export default function SelectRoomsPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const stay = useMemo(() => readStayParams(search, location.state), [search, location.state]);
  if (!stay) return <Navigate to={paths.home} replace />;
  // Navigation state alone would be lost on reload: put the stay in the URL.
  if (!search.get('propertyId')) {
    return <Navigate to={links.selectRooms(stay.propertyId, stay)} replace state={location.state} />;
  }
  return <SelectRooms stay={stay} />;
}

const EMPTY: Selection = {};

function SelectRooms({ stay }: { stay: StayParams }) {
  const t = useT('rooms');
  const shortfallWords = useShortfallText();
  usePageMeta(t('rooms.metaTitle'));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter: RoomFilter = isRoomFilter(search.get('filter')) ? (search.get('filter') as RoomFilter) : 'all';
  const sort: RoomSort = isRoomSort(search.get('sort')) ? (search.get('sort') as RoomSort) : 'price-asc';
  const store = useBookingStore();
  const nights = stayNightCount(stay.checkInDate, stay.checkOutDate);
  const lang = useLanguage();
  const rooms = useRooms({ ...stay, lang });
  // The list's figure for the whole party and the rooms it placed them in (issue 24 item 1).
  const partyPrice = usePartyPrice(stay);
  const property = usePropertySummary(stay.propertyId);
  const { startSelection, reconcileRooms, setPropertyInfo } = store;

  useEffect(() => startSelection(stay), [stay, startSelection]);
  useEffect(() => {
    if (rooms.data) reconcileRooms(rooms.data);
  }, [rooms.data, reconcileRooms]);
  useEffect(() => {
    if (property.data) setPropertyInfo(property.data);
  }, [property.data, setPropertyInfo]);

  // Until the store has switched to this property, show nothing of a previous one's selection.
  const current = store.propertyId === stay.propertyId && store.checkInDate === stay.checkInDate;
  const selection = current ? store.selectedRooms : EMPTY;
  const total = current ? store.totalPrice : 0;
  const selectedCount = roomCount(selection);
  const shown = rooms.data ? visibleRooms(rooms.data, filter, sort) : [];
  const stayQuery = {
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    adults: stay.adults,
    children: stay.children,
    ...(stay.infants ? { infants: stay.infants } : {}),
    ...(stay.pets ? { includePet: true } : {}),
    ...(stay.childAges ? { childAges: stay.childAges } : {}),
  };

  const setParam = (key: 'filter' | 'sort', value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true, state: null },
    );

  // Dates and guests change here too (issue 24): the address takes the new stay and the selection starts again.
  const changeStay = (next: PageStay) =>
    navigate(links.selectRooms(stay.propertyId, next), { replace: true, preventScrollReset: true });

  // The rooms the list priced the party in (each room's guests placed as priced): with nothing chosen yet the bar
  // offers them in one tap, so the total at review is the list's. (Chosen on arrival, they would overrule the stories
  // and guests that pick a room themselves: the bar says the figure and lets the guest take it.)
  const placement = partyPrice.data?.data.price?.placement;
  const canChoosePlacement =
    current && selectedCount === 0 && rooms.data !== undefined && placement !== undefined && placement.length > 0;
  const choosePlacement = () => {
    if (rooms.data && placement) store.choosePlacement(rooms.data, placement);
  };
  // The bar says the list's figure while the rooms and their guests are still exactly the list's placement.
  const asListed =
    current &&
    placement &&
    isPlacementSelection(selection, placement) &&
    placement.every(
      (l) => store.allocation?.[l.roomId]?.adults === l.adults && store.allocation[l.roomId]?.children === l.children,
    )
      ? (partyPrice.data?.data.price ?? null)
      : null;

  // The party as searched stays whole: rooms that cannot seat it are named here, not quietly accepted.
  const shortfallFacts = current ? partyShortfallFacts(selection, store.guests) : null;
  const shortfall = shortfallFacts && shortfallWords(shortfallFacts);
  const onContinue = () => {
    if (selectedCount < 1) {
      toast.error(t('rooms.selectAtLeastOne'));
      return;
    }
    if (shortfall) {
      toast.error(shortfall);
      return;
    }
    const s = useBookingStore.getState();
    navigate(paths.reviewBooking, {
      state: {
        selectedRooms: s.selectedRooms,
        propertyId: s.propertyId,
        checkInDate: s.checkInDate,
        checkOutDate: s.checkOutDate,
        totalPrice: s.totalPrice,
        propertyInfo: s.propertyInfo,
        nights,
      },
    });
  };

  return (
    <main className="mx-auto max-w-5xl space-y-4 px-4 pt-4 pb-40">
      <Link
        to={links.propertyDetails(stay.propertyId, stayQuery)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('rooms.backToProperty')}
      </Link>
      <SelectRoomsHeader
        property={property.data ?? (current ? store.propertyInfo : null)}
        checkInDate={stay.checkInDate}
        checkOutDate={stay.checkOutDate}
        adults={stay.adults}
        childCount={stay.children}
        nights={nights}
        total={total}
      />
      <StayBar propertyId={stay.propertyId} stay={stayQuery} onChange={changeStay} />
      <RoomFilterBar
        filter={filter}
        sort={sort}
        onFilter={(f) => setParam('filter', f)}
        onSort={(s) => setParam('sort', s)}
      />
      <h2 className="sr-only">{t('rooms.heading')}</h2>
      {rooms.isPending ? (
        <RoomListSkeleton />
      ) : rooms.isError ? (
        <RoomListError onRetry={() => void rooms.refetch()} />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 p-6 text-center text-slate-700">
          {rooms.data.length === 0 ? t('rooms.noneListed') : t('rooms.noneMatch')}
        </p>
      ) : (
        <div className="space-y-4">
          {shown.map((room, i) => (
            <RoomCard
              key={room.id}
              room={room}
              eager={i < 2}
              stay={stayQuery}
              quantity={selection[room.id]?.qnt ?? 0}
              maxQuantity={maxQuantity(selection, room.id, roomsAvailable(room))}
              onAdd={() => store.addRoom(room)}
              onChoosePlan={(planId) => store.addRoom(room, planId)}
              chosenPlanId={selection[room.id]?.ratePlanId}
              onQuantity={(q) => store.setQuantity(room.id, q)}
              onExternal={() => room.externalUrl && openExternalBooking(room.externalUrl)}
            />
          ))}
        </div>
      )}
      <SelectRoomsBottomBar
        rooms={selectedCount}
        total={total}
        nights={nights}
        problem={shortfall}
        partyPrice={asListed}
        offer={canChoosePlacement ? (partyPrice.data?.data.price ?? null) : null}
        onChooseOffer={choosePlacement}
        cancellation={selectionCancellation(selection)}
        onContinue={onContinue}
      />
    </main>
  );
}
