import { countsNights } from '@staybook/contract/booking-extras';
import { formatInr } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { useExtras } from '../../api/get-extras';
import { QuantityStepper } from '../quantity-stepper';

interface ExtrasOfferProps {
  propertyId: string | null;
  /** Quantity by extra id, as the guest chose. */
  chosen: Record<string, number>;
  onQuantity: (extraId: string, quantity: number) => void;
  maxQuantity: number;
  /** Adults and children of the stay: an extra per person starts at the party when first added. */
  party: number;
}

/**
 * "Add to your stay" (docs/folios-and-extras.md): the extras the property offers online (an airport transfer,
 * breakfast), each with its price and unit and a quantity stepper; the price breakdown beside it shows each one added
 * and the new total (the server prices them). The count means what the unit says (booking-extras `countsNights`): an
 * extra per person asks how many guests (starting at the party when first added), and one per person or per night is
 * counted for each night of the stay. Nothing is drawn when the property offers none or they cannot be read.
 */
export function ExtrasOffer({ propertyId, chosen, onQuantity, maxQuantity, party }: ExtrasOfferProps) {
  const t = useT('booking');
  const extras = useExtras(propertyId);
  const list = extras.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="extras-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="extras-title" className="text-base font-semibold text-slate-900">
        {t('review.extras.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('review.extras.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {list.map((extra) => (
          <li key={extra.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{extra.name}</p>
              {extra.description && <p className="text-xs text-slate-600">{extra.description}</p>}
              <p className="text-sm text-slate-700">
                {t('review.extras.price', { price: formatInr(extra.price), unit: extra.unit })}
              </p>
              {countsNights(extra.unit) && (
                <p className="text-xs text-slate-600">{t('review.extras.counted', { unit: extra.unit })}</p>
              )}
            </div>
            <QuantityStepper
              value={chosen[extra.id] ?? 0}
              min={0}
              max={maxQuantity}
              onChange={(q) => {
                const first = (chosen[extra.id] ?? 0) === 0 && q === 1;
                onQuantity(
                  extra.id,
                  first && extra.unit === 'per_person' ? Math.min(maxQuantity, Math.max(1, party)) : q,
                );
              }}
              label={extra.name}
              decreaseLabel={t('review.extras.decrease', { name: extra.name })}
              increaseLabel={t('review.extras.increase', { name: extra.name })}
              size="sm"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
