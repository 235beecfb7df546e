import { memo } from 'react';
import { HydrateOnInteraction } from '../../../app/hydrate-on-interaction';
import type { StayQuery } from '../../../lib/paths';
import type { PropertyView } from '../logic/property-view';
import type { RoomCardView } from '../logic/room-view';
import { PropertyPanel } from './property-panels';

interface DeferredPanelProps {
  tab: string;
  propertyId: string;
  property: PropertyView;
  rooms: RoomCardView[];
  stay: StayQuery;
  onOpenGalleryImage: (index: number) => void;
}

const sameStay = (a: StayQuery, b: StayQuery) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Array<keyof StayQuery>);
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
};

/** The open tab's panel as the server drew it. */
const drawnPanel = () => document.querySelector('#root [role="tabpanel"]');

/**
 * The open tab's content, below the fold on a phone: drawn by the server, hydrated with the page when on screen, else
 * when it nears the screen or on the guest's first act (app/hydrate-on-interaction.tsx). It is drawn again only when what it shows changes (the tab, the property, its
 * rooms, the stay), not each time the page does (the unlock state read after hydration, a new callback), so the
 * part waiting to hydrate is not updated meanwhile. The gallery callback is left out of the comparison: it opens the
 * property's own gallery, so one made for the same property does the same.
 */
export const DeferredPanel = memo(
  function DeferredPanel(props: DeferredPanelProps) {
    return (
      <HydrateOnInteraction drawnIn={drawnPanel}>
        <PropertyPanel {...props} />
      </HydrateOnInteraction>
    );
  },
  (a, b) =>
    a.tab === b.tab &&
    a.propertyId === b.propertyId &&
    a.property === b.property &&
    (a.rooms === b.rooms || (a.rooms.length === 0 && b.rooms.length === 0)) &&
    sameStay(a.stay, b.stay),
);
