import { useT } from '../../../lib/i18n';
import type { StayQuery } from '../../../lib/paths';
import { GALLERY_TAB, REVIEWS_TAB, ROOMS_TAB } from '../logic/property-tabs';
import type { PropertyView } from '../logic/property-view';
import type { RoomCardView } from '../logic/room-view';
import { AboutPanel } from './panels/about-panel';
import { AmenitiesPanel } from './panels/amenities-panel';
import { GalleryPanel } from './panels/gallery-panel';
import { LocationPanel } from './panels/location-panel';
import { PoliciesPanel } from './panels/policies-panel';
import { ReviewsPanel } from './panels/reviews-panel';
import { RoomsPanel } from './panels/rooms-panel';

interface PropertyPanelProps {
  tab: string;
  propertyId: string;
  property: PropertyView;
  rooms: RoomCardView[];
  stay: StayQuery;
  onOpenGalleryImage: (index: number) => void;
}

/** The content of one tab. */
export function PropertyPanel({ tab, propertyId, property, rooms, stay, onOpenGalleryImage }: PropertyPanelProps) {
  const t = useT('property');
  switch (tab) {
    case 'about-property':
      return <AboutPanel property={property} onOpenImage={onOpenGalleryImage} />;
    case 'amenities':
      return <AmenitiesPanel groups={property.amenityGroups} />;
    case 'location':
      return (
        <LocationPanel
          title={property.title}
          address={property.address}
          coordinates={property.coordinates}
          nearby={property.nearby}
        />
      );
    case 'hotelPolicies':
      return (
        <PoliciesPanel
          title={t('property.hotelPolicies')}
          policies={property.hotelPolicies}
          emptyMessage={t('property.hotelPoliciesEmpty')}
        />
      );
    case 'cancellationPolicies':
      return (
        <PoliciesPanel
          title={t('property.cancellationPolicies')}
          policies={property.cancellationPolicies}
          emptyMessage={t('property.cancellationPoliciesEmpty')}
        />
      );
    case ROOMS_TAB:
      return <RoomsPanel rooms={rooms} stay={stay} />;
    case GALLERY_TAB:
      return <GalleryPanel groups={property.gallery} onOpenImage={onOpenGalleryImage} />;
    case REVIEWS_TAB:
      return <ReviewsPanel propertyId={propertyId} propertyName={property.title} />;
    default:
      return null;
  }
}
