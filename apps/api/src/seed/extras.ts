import type { ExtraInput } from '@staybook/contract/folio';
import type { DbOrTx } from '../db/client.js';
import { seedExtras } from '../modules/folio/folio.service.js';

/**
 * The demo's extras at every property: the six the brand offers in Goa, at prices a Goa hotel charges, each with the
 * SAC and rate docs/folios-and-extras.md explains (the rate is data; a tax adviser may change it in the console).
 * Seeded with the demo catalogue only, so a production database (never seeded) starts with none.
 */
export const demoExtras: readonly ExtraInput[] = [
  {
    name: 'Airport transfer',
    description: 'A car with driver between Goa airport (Dabolim or Mopa) and the hotel, one way, up to 3 guests.',
    sac: '996601',
    gstRate: 5,
    price: 1800,
    unit: 'per_item',
    offeredOnline: true,
  },
  {
    name: 'Breakfast',
    description: 'Breakfast buffet at the hotel’s restaurant.',
    sac: '996331',
    gstRate: 5,
    price: 450,
    unit: 'per_person',
    offeredOnline: true,
  },
  {
    name: 'Late check-out',
    description: 'Keep the room until 6 pm on the day of departure.',
    sac: '996311',
    gstRate: null,
    price: 1500,
    unit: 'per_stay',
  },
  {
    name: 'Minibar',
    description: 'Soft drinks and snacks from the room’s minibar.',
    sac: '996331',
    gstRate: 5,
    price: 150,
    unit: 'per_item',
  },
  {
    name: 'Laundry',
    description: 'Washing and ironing, returned the same day.',
    sac: '999712',
    gstRate: 18,
    price: 120,
    unit: 'per_item',
  },
  {
    name: 'Scooter rental',
    description: 'A 110 cc scooter with two helmets, fuel not included (licence required).',
    sac: '997311',
    gstRate: 18,
    price: 500,
    unit: 'per_night',
  },
];

export async function insertDemoExtras(db: DbOrTx): Promise<void> {
  await seedExtras(db, demoExtras);
}
