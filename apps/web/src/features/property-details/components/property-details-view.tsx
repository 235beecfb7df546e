import { daysBetween, unixToIstDate } from '@staybook/contract/stay-dates';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type PageStay, StayBar } from '../../../components/stay-picker/stay-bar';
import type { MediaItem } from '../../../components/ui/media-item';
import { panelDomId, tabDomId, useActiveTab } from '../../../components/ui/tabs';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { buildPropertyTabs } from '../logic/property-tabs';
import type { PropertyView } from '../logic/property-view';
import type { RoomCardView } from '../logic/room-view';
import { stayBadgeOf } from '../logic/stay-badge';
import type { PropertyStay } from '../logic/stay-params';
import { useUnlockedPrice } from '../logic/use-unlocked-price';
import { viewerItemsOf } from './panels/gallery-grid';
import { PropertyDeals } from './property-deals';
import { PropertyHero } from './property-hero';
import { PropertyPanel } from './property-panels';
import { StickyTabBar } from './sticky-tab-bar';
import { UnlockBar } from './unlock-bar';

interface PropertyDetailsViewProps {
  stay: PropertyStay & { propertyId: string };
  property: PropertyView;
  rooms: RoomCardView[];
  /** False while the rooms load (and when they failed): the hero then says nothing about the stay. */
  roomsLoaded: boolean;
}

const TABS_ID = 'property';

// The photo viewer loads when a photo is opened (closed, it draws nothing).
const Lightbox = lazy(() => import('../../../components/ui/lightbox').then((m) => ({ default: m.Lightbox })));

// The form and its validation load on first use, keeping them off the page's first paint.
const UnlockPriceModal = lazy(() => import('./unlock-price-modal').then((m) => ({ default: m.UnlockPriceModal })));

/** The loaded page: hero, sticky tabs and their panels, the gallery viewer and the unlock bar. */
export function PropertyDetailsView({ stay, property, rooms, roomsLoaded }: PropertyDetailsViewProps) {
  const { propertyId, ...stayQuery } = stay;
  const t = useT('property');
  const formats = useFormats();
  const english = useLanguage() === 'en';
  const tabs = useMemo(
    () =>
      buildPropertyTabs(
        property.tabs,
        { hasRooms: rooms.length > 0, hasMedia: property.gallery.length > 0 },
        {
          // The server's tab titles are English words: an English page keeps them, another language names its own.
          replaceServerTitles: !english,
          names: {
            'about-property': t('property.tab.about'),
            amenities: t('property.tab.amenities'),
            location: t('property.tab.location'),
            hotelPolicies: t('property.tab.hotelPolicies'),
            cancellationPolicies: t('property.tab.cancellationPolicies'),
            rooms: t('property.tab.rooms'),
            gallery: t('property.tab.gallery'),
            reviews: t('property.tab.reviews'),
          },
        },
      ),
    [property, rooms.length, english, t],
  );
  const [active, setActive] = useActiveTab(tabs);
  const [viewer, setViewer] = useState<{ items: MediaItem[]; index: number } | null>(null);
  const [isModalOpen, setModalOpen] = useState(false);
  const navigate = useNavigate();
  // Dates and guests change in place (issue 24): the address takes the new stay, and the page reads it from there.
  const changeStay = (next: PageStay) =>
    navigate(links.propertyDetails(propertyId, next), { replace: true, preventScrollReset: true });
  const unlockKey = { propertyId, ...stayQuery };
  const { unlocked, unlock, retry, signedIn, savedContact, unlocking } = useUnlockedPrice(unlockKey);
  const nights = daysBetween(unixToIstDate(stay.checkInDate), unixToIstDate(stay.checkOutDate));
  const galleryItems = useMemo(() => viewerItemsOf(property.gallery), [property.gallery]);
  // Made absolute when shared (the server renders this page too, where there is no window).
  const shareUrl = links.propertyDetails(propertyId, stayQuery);
  const stayBadge = useMemo(
    () => stayBadgeOf(roomsLoaded ? rooms : undefined, stay.checkInDate),
    [rooms, roomsLoaded, stay.checkInDate],
  );

  const changeTab = (id: string) => {
    setActive(id);
    // Keep the new tab's content in view when the bar is stuck further down the page.
    const bar = document.getElementById(`${TABS_ID}-tabs-anchor`);
    if (bar && bar.getBoundingClientRect().top < 0) bar.scrollIntoView({ block: 'start' });
  };

  return (
    <main className="pb-32">
      <PropertyHero
        propertyId={propertyId}
        property={property}
        shareUrl={shareUrl}
        onOpenImage={(index) => setViewer({ items: property.heroImages, index })}
        stayBadge={stayBadge}
        stay={stayQuery}
      />
      <div className="mx-auto max-w-6xl px-4 pt-4">
        <StayBar propertyId={propertyId} stay={stayQuery} onChange={changeStay} />
      </div>
      <PropertyDeals propertyId={propertyId} stay={stayQuery} />
      <div id={`${TABS_ID}-tabs-anchor`} className="mt-4" />
      {tabs.length > 0 && <StickyTabBar tabs={tabs} active={active} onChange={changeTab} idPrefix={TABS_ID} />}
      {active && (
        <div
          role="tabpanel"
          id={panelDomId(TABS_ID, active)}
          aria-labelledby={tabDomId(TABS_ID, active)}
          className="mx-auto max-w-6xl px-4 py-6"
        >
          <PropertyPanel
            tab={active}
            propertyId={propertyId}
            property={property}
            rooms={rooms}
            stay={stayQuery}
            onOpenGalleryImage={(index) => setViewer({ items: galleryItems, index })}
          />
        </div>
      )}
      {viewer && (
        <Suspense fallback={null}>
          <Lightbox items={viewer.items} openAt={viewer.index} onClose={() => setViewer(null)} label={property.title} />
        </Suspense>
      )}
      <UnlockBar
        propertyId={propertyId}
        stay={stayQuery}
        nights={nights}
        unlocked={unlocked}
        unlocking={unlocking}
        signedIn={signedIn}
        onUnlock={() => (signedIn ? void retry() : setModalOpen(true))}
      />
      {isModalOpen && (
        <Suspense fallback={null}>
          <UnlockPriceModal
            open={isModalOpen}
            onClose={() => setModalOpen(false)}
            defaultValues={savedContact}
            stayLabel={`${formats.day(stay.checkInDate)} – ${formats.day(stay.checkOutDate)}`}
            onSubmit={async (form) => {
              await unlock(form);
              setModalOpen(false);
            }}
          />
        </Suspense>
      )}
    </main>
  );
}
