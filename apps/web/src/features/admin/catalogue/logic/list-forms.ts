import {
  type AdminCategory,
  type AdminCity,
  type AdminDeal,
  type CategoryInput,
  type CityInput,
  categoryInputSchema,
  cityInputSchema,
  type DealInput,
  dealInputSchema,
} from '@staybook/contract/admin-catalogue';
import { z } from 'zod';

/** A simple list's form values: text as typed, true/false for the checkboxes. */
export type Draft = Record<string, string | boolean>;

const str = (d: Draft, k: string) => String(d[k] ?? '').trim();
/** An empty order box means 0 (first); anything else is left for the schema to judge. */
const order = (d: Draft) => (str(d, 'sortOrder') === '' ? 0 : Number(str(d, 'sortOrder')));

const draftSchema = z.custom<Draft>();

export const cityDraftOf = (c: AdminCity): Draft => ({
  name: c.name,
  state: c.state,
  sortOrder: String(c.sortOrder),
  isActive: c.isActive,
});
export const cityFormSchema = draftSchema
  .transform(
    (d): CityInput => ({
      name: str(d, 'name'),
      state: str(d, 'state'),
      sortOrder: order(d),
      isActive: d.isActive === true,
    }),
  )
  .pipe(cityInputSchema);

export const categoryDraftOf = (c: AdminCategory): Draft => ({
  name: c.name,
  target: c.target ?? '',
  imageUrl: c.imageUrl ?? '',
  sortOrder: String(c.sortOrder),
  isActive: c.isActive,
});
export const categoryFormSchema = draftSchema
  .transform(
    (d): CategoryInput => ({
      name: str(d, 'name'),
      target: str(d, 'target') || null,
      imageUrl: str(d, 'imageUrl') || null,
      sortOrder: order(d),
      isActive: d.isActive === true,
    }),
  )
  .pipe(categoryInputSchema);

export const dealDraftOf = (d: AdminDeal): Draft => ({
  title: d.title,
  subTitle: d.subTitle,
  propertyId: d.propertyId ?? '',
  promotionId: d.promotionId ?? '',
  imageUrl: d.imageUrl,
  sortOrder: String(d.sortOrder),
  isActive: d.isActive,
});
export const dealFormSchema = draftSchema
  .transform(
    (d): DealInput => ({
      title: str(d, 'title'),
      subTitle: str(d, 'subTitle'),
      propertyId: str(d, 'propertyId') || null,
      promotionId: str(d, 'promotionId') || null,
      imageUrl: str(d, 'imageUrl'),
      target: 'property-details',
      sortOrder: order(d),
      isActive: d.isActive === true,
    }),
  )
  .pipe(dealInputSchema);
