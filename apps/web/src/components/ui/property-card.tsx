import type { PropertyCard as Card } from '@staybook/contract/catalogue';
import { PROPERTY_CARD_IMAGE_SIZES, propertyCardImage } from '@staybook/contract/media';
import type { AreaId } from '@staybook/contract/messages/areas';
import { type PartyPriceNote, partyPriceSaysMore } from '@staybook/contract/price-note';
import { toPropertyTypeKey } from '@staybook/contract/property-types';
import { Link } from 'react-router';
import { formatInr } from '../../lib/format';
import { type ShellTranslate, useT } from '../../lib/i18n';
import { pictureLoading } from '../../lib/main-picture';
import { PLACEHOLDER_IMAGE } from '../../lib/media';
import { HeartButton } from './heart-button';

const chipOrder = ['wifi', 'parking', 'breakfast', 'pool', 'gym', 'spa'] as const;
const chipLabels: Record<(typeof chipOrder)[number], AreaId<'shell'>> = {
  wifi: 'amenity.wifi',
  parking: 'amenity.parking',
  breakfast: 'amenity.breakfast',
  pool: 'amenity.pool',
  gym: 'amenity.gym',
  spa: 'amenity.spa',
};

/** Up to three of the headline amenities, in the spec's order, in the page's language. */
export function amenityChips(amenities: string[], t: ShellTranslate): string[] {
  return headlineAmenities(amenities).map((a) => t(chipLabels[a]));
}

/** "1 room · ₹21,400 for 4 nights + ₹2,568 taxes" (contract partyPriceText's words) in the page's language. */
/** A party's price in the page's language (the card's words; the property page's price bar says it too). */
export function partyPriceText(p: PartyPriceNote, t: ShellTranslate): string {
  const values = { rooms: p.rooms, nights: p.nights, total: formatInr(p.total) };
  return p.taxes > 0
    ? t('card.partyPrice', { ...values, taxes: formatInr(p.taxes) })
    : t('card.partyPriceNoGst', values);
}

function headlineAmenities(amenities: string[]): Array<(typeof chipOrder)[number]> {
  return chipOrder.filter((a) => amenities.includes(a)).slice(0, 3);
}

/**
 * What a card draws of a property. A page whose query keeps only this (home's rows, through propertyCardView) puts
 * less of it in the query state the server writes into the page: a third of a row's answer.
 */
export type PropertyCardView = Pick<
  Card,
  'id' | 'name' | 'address' | 'propertyTypeLabel' | 'category' | 'amenities' | 'rating'
> & {
  featuredImage: { images: Array<Pick<Card['featuredImage']['images'][number], 'url'>> };
  price: Pick<Card['price'], 'min' | 'taxes'> & { party?: PartyPriceNote };
};

/** A property of the list API as its card draws it: the first picture, the price without its room placement. */
export function propertyCardView(p: Card): PropertyCardView {
  const { party } = p.price;
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    propertyTypeLabel: p.propertyTypeLabel,
    category: p.category,
    // The amenities its chips name, not all of them (the chips are drawn from this list, so they are the same).
    amenities: headlineAmenities(p.amenities),
    rating: p.rating,
    featuredImage: { images: p.featuredImage.images.slice(0, 1).map((image) => ({ url: image.url })) },
    price: {
      min: p.price.min,
      ...(p.price.taxes !== undefined && { taxes: p.price.taxes }),
      ...(party && { party: { rooms: party.rooms, nights: party.nights, total: party.total, taxes: party.taxes } }),
    },
  };
}

/** A property card: image, type badge, rating, name, address, three amenity chips, reviews, nightly price. */
export function PropertyCard({
  property,
  to,
  state,
  eager = false,
}: {
  property: PropertyCardView;
  to: string;
  state?: unknown;
  eager?: boolean;
}) {
  const t = useT();
  const image = property.featuredImage.images[0];
  const picture = image
    ? propertyCardImage(image.url)
    : { src: PLACEHOLDER_IMAGE, srcSet: undefined, sizes: PROPERTY_CARD_IMAGE_SIZES };
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt={property.name}
          width={640}
          height={427}
          {...pictureLoading(eager)}
          decoding="async"
          onError={(e) => {
            e.currentTarget.srcset = '';
            e.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800">
          {t('card.type', { type: toPropertyTypeKey(property.propertyTypeLabel) ?? 'other' })}
        </span>
        <HeartButton
          propertyId={property.id}
          propertyName={property.name}
          className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/90 shadow"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium text-brand-800">{t('card.category', { category: property.category })}</span>
          {property.rating.count > 0 ? (
            <span className="flex items-center gap-1 font-semibold text-slate-800">
              <span aria-hidden="true" className="text-amber-500">
                ★
              </span>
              {property.rating.average.toFixed(1)}
              <span className="font-normal text-slate-600">
                ({t('card.reviews', { count: property.rating.count })})
              </span>
            </span>
          ) : (
            <span className="text-slate-600">{t('card.noReviews')}</span>
          )}
        </div>
        <h3 className="mt-1 text-lg leading-snug font-semibold text-slate-900">
          <Link to={to} state={state} className="after:absolute after:inset-0 after:content-['']">
            {property.name}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-1 text-sm text-slate-600">{property.address}</p>
        {/* Said before the chips rather than as the list's label, which screen readers often skip on a list. */}
        <p className="sr-only">{t('card.amenities')}</p>
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {amenityChips(property.amenities, t).map((a) => (
            <li key={a} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
              {a}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p>
            {property.price.min !== null ? (
              <>
                <span className="text-lg font-bold text-slate-900">{formatInr(property.price.min)}</span>
                <span className="text-sm text-slate-600">{t('card.perNight')}</span>
                {property.price.taxes !== undefined && (
                  <span className="block text-xs text-slate-600">
                    {property.price.taxes > 0
                      ? t('card.taxes', { amount: formatInr(property.price.taxes) })
                      : t('card.noGst')}
                  </span>
                )}
                {/* The whole party's stay (issue 24): the rooms it takes, the total and its GST, unless that is the
                    nightly figure again (one room, one night). */}
                {property.price.party &&
                  partyPriceSaysMore(
                    { min: property.price.min, taxes: property.price.taxes },
                    property.price.party,
                  ) && (
                    <span className="block text-xs text-slate-600" data-testid="party-price">
                      {partyPriceText(property.price.party, t)}
                    </span>
                  )}
              </>
            ) : (
              <span className="text-sm font-semibold text-red-700">{t('card.soldOut')}</span>
            )}
          </p>
          {/* Drawn as a button, but the card's one link (stretched over the card) takes the click: nothing may sit
              above that link, or this "button" would be dead where it is drawn. */}
          <span
            className="btn-primary shrink-0 px-3 py-2 whitespace-nowrap group-hover:bg-brand-800"
            aria-hidden="true"
          >
            {t('card.viewDetails')}
          </span>
        </div>
      </div>
    </article>
  );
}
