import type { AreaId } from '@staybook/contract/messages/areas';

type MessageId = AreaId<'shell'> | AreaId<'list'>;

import { propertyTypeKeys } from '@staybook/contract/property-types';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';

const amenityOptions: Array<[string, MessageId]> = [
  ['wifi', 'amenity.wifi'],
  ['pool', 'amenity.pool'],
  ['breakfast', 'amenity.breakfast'],
  ['parking', 'amenity.parking'],
  ['spa', 'amenity.spa'],
  ['gym', 'amenity.gym'],
  ['beach_access', 'amenity.beachAccess'],
  ['pet_friendly', 'amenity.petFriendly'],
];

const sorts: Array<[string, MessageId]> = [
  ['recommended', 'filters.sort.recommended'],
  ['price_asc', 'filters.sort.priceAsc'],
  ['price_desc', 'filters.sort.priceDesc'],
  ['rating', 'filters.sort.rating'],
];

interface Props {
  params: Record<string, string>;
  onChange: (changes: Record<string, string | null>) => void;
}

/**
 * Sort, type, nightly price range and amenities; every choice is written to the URL by the page. Each control shows
 * the guest's choice at once (its own state), while the address it writes is still on its way: the page remounts
 * this panel from the committed address, so the two never disagree for longer than a navigation.
 */
export function ListFilters({ params, onChange }: Props) {
  const t = useT('list');
  const [minPrice, setMinPrice] = useState(params.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(params.maxPrice ?? '');
  const [sort, setSort] = useState(params.sort ?? 'recommended');
  const [propertyType, setPropertyType] = useState(params.propertyType ?? 'all');
  const [chosen, setChosen] = useState(() => new Set((params.amenities ?? '').split(',').filter(Boolean)));
  const toggleAmenity = (key: string) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChosen(next);
    onChange({ amenities: [...next].join(',') || null });
  };
  const [priceError, setPriceError] = useState<string | null>(null);
  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) {
      setPriceError(t('filters.priceError'));
      return;
    }
    setPriceError(null);
    onChange({ minPrice: minPrice || null, maxPrice: maxPrice || null });
  };
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4">
      <div>
        <label className="label" htmlFor="sort">
          {t('filters.sortBy')}
        </label>
        <select
          id="sort"
          className="input"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value);
            onChange({ sort: e.target.value === 'recommended' ? null : e.target.value });
          }}
        >
          {sorts.map(([v, l]) => (
            <option key={v} value={v}>
              {t(l)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="type">
          {t('filters.propertyType')}
        </label>
        <select
          id="type"
          className="input"
          value={propertyType}
          onChange={(e) => {
            setPropertyType(e.target.value);
            onChange({ propertyType: e.target.value === 'all' ? null : e.target.value });
          }}
        >
          <option value="all">{t('filters.allTypes')}</option>
          {propertyTypeKeys.map((k) => (
            <option key={k} value={k}>
              {t('card.type', { type: k })}
            </option>
          ))}
        </select>
      </div>
      <form onSubmit={applyPrice}>
        <fieldset>
          <legend className="label">{t('filters.pricePerNight')}</legend>
          <div className="flex items-center gap-2">
            <input
              type="text"
              className="input"
              inputMode="numeric"
              aria-label={t('filters.minPrice')}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? 'price-error' : undefined}
              placeholder={t('filters.min')}
              value={minPrice}
              onChange={(e) => setMinPrice(e.target.value.replace(/\D/g, ''))}
            />
            <span aria-hidden="true">–</span>
            <input
              type="text"
              className="input"
              inputMode="numeric"
              aria-label={t('filters.maxPrice')}
              placeholder={t('filters.max')}
              value={maxPrice}
              onChange={(e) => setMaxPrice(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          {priceError && (
            <p id="price-error" role="alert" className="field-error">
              {priceError}
            </p>
          )}
          <button type="submit" className="btn-outline mt-2 w-full">
            {t('filters.applyPrice')}
          </button>
        </fieldset>
      </form>
      <fieldset>
        <legend className="label">{t('filters.amenities')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {amenityOptions.map(([key, label]) => (
            <label key={key} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.has(key)}
                onChange={() => toggleAmenity(key)}
              />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
