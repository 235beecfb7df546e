import { HeartButton } from '../../../components/ui/heart-button';
import { ImageCarousel } from '../../../components/ui/image-carousel';
import { useT } from '../../../lib/i18n';
import type { StayQuery } from '../../../lib/paths';
import { propertyTypeKey } from '../logic/property-type';
import type { PropertyView } from '../logic/property-view';
import type { StayBadge } from '../logic/stay-badge';
import { ShareButton } from './share-button';
import { StayBadges } from './stay-badge';

interface PropertyHeroProps {
  propertyId: string;
  property: PropertyView;
  shareUrl: string;
  onOpenImage: (index: number) => void;
  /** Whether the stay can be booked; null while the rooms load. */
  stayBadge: StayBadge | null;
  stay: StayQuery;
}

const roundButton =
  'grid size-10 place-items-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white focus-visible:outline-white';

/** Carousel with favourite and share, the type and stay badges, then name, address and rating. */
export function PropertyHero({ propertyId, property, shareUrl, onOpenImage, stayBadge, stay }: PropertyHeroProps) {
  const { rating } = property;
  const t = useT('property');
  return (
    <header>
      <div className="mx-auto max-w-6xl sm:px-4 sm:pt-4">
        <div className="overflow-hidden sm:rounded-2xl">
          <ImageCarousel
            images={property.heroImages}
            label={t('property.photosOf', { name: property.title })}
            priority
            sizes="(min-width: 1152px) 1120px, 100vw"
            onOpen={property.heroImages.length ? onOpenImage : undefined}
          >
            <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2">
              <div className="flex flex-wrap gap-2">
                <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-900 shadow">
                  {t('card.type', { type: propertyTypeKey(property.propertyType, property.propertyTypeLabel) })}
                </span>
                <StayBadges badge={stayBadge} propertyId={propertyId} stay={stay} />
              </div>
              <div className="pointer-events-auto flex gap-2">
                <HeartButton propertyId={propertyId} propertyName={property.title} className={roundButton} />
                <ShareButton title={property.title} url={shareUrl} className={roundButton} />
              </div>
            </div>
          </ImageCarousel>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{property.title}</h1>
        {property.address && <p className="mt-1 text-slate-700">{property.address}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {rating.average > 0 && (
            <p className="flex items-center gap-1 font-semibold text-slate-900">
              <span aria-hidden="true" className="text-sand-400">
                ★
              </span>
              <span>
                {rating.average.toFixed(1)}
                <span className="sr-only">{t('property.outOf5')}</span>
              </span>
              <span className="font-normal text-slate-600">{t('property.reviewCount', { count: rating.count })}</span>
            </p>
          )}
          {property.tourismRegistrationNo && (
            <p className="text-slate-600">
              {t('property.tourismRegistration', { number: property.tourismRegistrationNo })}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
