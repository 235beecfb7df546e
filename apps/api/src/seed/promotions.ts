import { type IsoDate, rupeesToPaise } from '@staybook/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { coupons, deals, promotions } from '../db/schema/index.js';
import type { PropertyPlan } from './demo-catalogue.js';
import { createRandom } from './random.js';

/** The demo coupon the review page's story uses. */
export const DEMO_COUPON = { code: 'GOA10', percentOff: 10, minNights: 2 } as const;

/**
 * The demo promotions (issue 15), after the catalogue and its deals: every home deal that stays is one the pricing
 * applies. Its own random stream, so adding it changed nothing else in the seeded catalogue.
 */
export async function insertDemoPromotions(
  tx: Tx,
  options: { plans: PropertyPlan[]; propertyId: Map<string, string>; today: IsoDate; scale?: number },
): Promise<void> {
  const r = createRandom(`promotions-${options.today}`);
  const idOf = (slug: string) => options.propertyId.get(slug)!;
  const dealRows = await tx.select().from(deals);
  const dealBy = (subTitle: string) => dealRows.find((d) => d.subTitle === subTitle);

  // "Stay 3 nights, pay for 2": the cheapest of every 3 nights free, on the property the deal opens.
  const stay3 = dealBy('Stay 3 nights, pay for 2');
  if (stay3?.propertyId) {
    const [los] = await tx
      .insert(promotions)
      .values({
        name: 'Stay 3, pay 2',
        kind: 'length_of_stay',
        propertyId: stay3.propertyId,
        minNights: 3,
        freeNights: 1,
      })
      .returning({ id: promotions.id });
    await tx.update(deals).set({ promotionId: los!.id }).where(eq(deals.id, stay3.id));
  }

  // Early bird on the deal that says so and on two more properties: 15% off stays booked 120 days or more ahead.
  const early = dealBy('Early-bird winter rates');
  const elsewhere = r
    .shuffle(options.plans.filter((p) => p.category === 'Premium' || p.category === 'Standard'))
    .map((p) => idOf(p.slug))
    .filter((id) => id !== early?.propertyId && id !== stay3?.propertyId)
    .slice(0, 2 * (options.scale ?? 1));
  const earlyIds = [...(early?.propertyId ? [early.propertyId] : []), ...elsewhere];
  const earlyRows = await tx
    .insert(promotions)
    .values(
      earlyIds.map((propertyId) => ({
        name: 'Early bird 15% off',
        kind: 'early_bird',
        propertyId,
        daysBefore: 120,
        percentOff: 15,
      })),
    )
    .returning({ id: promotions.id, propertyId: promotions.propertyId });
  if (early) {
    const linked = earlyRows.find((p) => p.propertyId === early.propertyId);
    await tx
      .update(deals)
      .set({ promotionId: linked?.id ?? null, subTitle: 'Early bird: 15% off 120+ days ahead' })
      .where(eq(deals.id, early.id));
  }

  // Member rate: 10% off for signed-in guests on three budget properties.
  const members = r
    .shuffle(options.plans.filter((p) => p.category === 'Budget'))
    .slice(0, 3 * (options.scale ?? 1))
    .map((p) => idOf(p.slug));
  if (members.length > 0)
    await tx
      .insert(promotions)
      .values(
        members.map((propertyId) => ({ name: 'Member rate 10% off', kind: 'member', propertyId, percentOff: 10 })),
      );

  // "Breakfast on us" was never a rate the site sells: the banner goes.
  await tx.delete(deals).where(inArray(deals.subTitle, ['Breakfast on us']));

  await tx.insert(coupons).values([
    {
      code: DEMO_COUPON.code,
      label: 'Coupon GOA10 (10% off)',
      discountKind: 'percent',
      discountValue: DEMO_COUPON.percentOff,
      minNights: DEMO_COUPON.minNights,
      perGuestLimit: 5,
    },
    // A flat one, limited, for the console's list.
    {
      code: 'MONSOON500',
      label: '₹500 off',
      discountKind: 'amount',
      discountValue: rupeesToPaise(500),
      minNights: 2,
      totalLimit: 100,
      perGuestLimit: 1,
    },
  ]);
}
