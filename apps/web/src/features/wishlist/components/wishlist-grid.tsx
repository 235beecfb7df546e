import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { propertyCardImage } from '@staybook/contract/media';
import { toPropertyTypeKey } from '@staybook/contract/property-types';
import type { WishlistItem } from '@staybook/contract/wishlist';
import { Link } from 'react-router';
import { HeartButton } from '../../../components/ui/heart-button';
import { usePageLanguage, useT } from '../../../lib/i18n';
import { PLACEHOLDER_IMAGE } from '../../../lib/media';
import { links } from '../../../lib/paths';

/** Saved properties as cards: photo, name, city and a link to the property; the heart only on the guest's own list. */
export function WishlistGrid({ items, editable }: { items: WishlistItem[]; editable: boolean }) {
  const t = useT();
  const english = usePageLanguage().lang === DEFAULT_LANGUAGE;
  /** The property type: the API's word on an English page; another language names a type it knows (the cards' word). */
  const typeOf = (label: string) => {
    const key = toPropertyTypeKey(label);
    return english || !key ? label : t('card.type', { type: key });
  };
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => {
        const picture = item.image ? propertyCardImage(item.image) : { src: PLACEHOLDER_IMAGE, srcSet: undefined };
        return (
          <li
            key={item.propertyId}
            className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              alt={item.name}
              width={640}
              height={427}
              loading={i < 3 ? 'eager' : 'lazy'}
              className="aspect-[3/2] w-full object-cover"
            />
            {editable && (
              <HeartButton
                propertyId={item.propertyId}
                propertyName={item.name}
                className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/90 shadow"
              />
            )}
            <div className="p-4">
              <p className="text-sm font-medium text-brand-800">{typeOf(item.propertyTypeLabel)}</p>
              <h2 className="mt-1 text-lg font-semibold text-slate-900">
                <Link to={links.propertyDetails(item.propertyId)} className="hover:underline">
                  {item.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">{item.city}</p>
              <p className="line-clamp-1 text-sm text-slate-600">{item.address}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
