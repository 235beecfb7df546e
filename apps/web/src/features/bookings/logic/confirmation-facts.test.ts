import type { RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import { describe, expect, it } from 'vitest';
import { detailSections, summary } from '../test/fixtures';
import { confirmationFacts } from './confirmation-facts';

const plan = (name: string, headline: string): RatePlanOffer => ({
  id: name,
  name,
  mealPlan: 'breakfast',
  mealPlanLabel: 'Breakfast included',
  paymentPolicy: 'pay_now',
  isDefault: false,
  cancellation: {
    name: 'Flexible',
    kind: 'free_then_charge',
    freeWindowValue: 24,
    freeWindowUnit: 'hours',
    chargeKind: 'first_night',
    chargePercent: null,
    freeCancellationUntil: 1_773_045_000,
    headline,
    description: '',
  },
});

describe('confirmationFacts', () => {
  it("reads the property's own check-in and check-out times, the rooms, the plan and the code", () => {
    const s = summary({
      checkInTime: '15:00',
      checkOutTime: '11:00',
      ratePlans: [
        { roomId: 'r1', roomName: 'Deluxe Room', ratePlan: plan('Flexible rate', 'Free cancellation until 9 Mar') },
      ],
    });
    const facts = confirmationFacts(detailSections(s));
    expect(facts).toMatchObject({
      code: 'SB7K2M9Q',
      propertyName: 'Sea Breeze Resort',
      rooms: [{ name: 'Deluxe Room', value: '1 room · 2 Adults' }],
      plans: ['Flexible rate · Breakfast included · Free cancellation until 9 Mar'],
      paid: '₹8,400',
      dueAtProperty: null,
    });
    expect(facts?.checkIn).toMatch(/, from 3:00 PM$/);
    expect(facts?.checkOut).toMatch(/, by 11:00 AM$/);
  });

  it('says what is due at the property for a deposit or pay-at-property stay', () => {
    const facts = confirmationFacts(detailSections(summary({ amountPaid: 2520, balanceDue: 5880 })));
    expect(facts).toMatchObject({ paid: '₹2,520', dueAtProperty: '₹5,880' });
  });

  it('keeps the whole party and what it asked for, the hotel’s phone, the terms as booked and the GST (issue 24)', () => {
    const flexible = plan('Flexible rate', 'Free cancellation until 9 Mar');
    flexible.cancellation.description = 'Free cancellation until 9 Mar 2026, 2:00 PM IST; after that, the first night.';
    const s = summary({
      children: 2,
      infants: 1,
      pets: true,
      childAges: [11, 7],
      bedRequest: 'cot',
      ratePlans: [
        { roomId: 'r1', roomName: 'Deluxe Room', ratePlan: flexible },
        { roomId: 'r2', roomName: 'Garden Room', ratePlan: flexible },
      ],
    });
    expect(confirmationFacts(detailSections(s))).toMatchObject({
      guests: '2 adults, 2 children, 1 infant, with a pet',
      childAges: 'Children aged 7 and 11',
      bedRequest: 'A cot for the infant (requested; the hotel confirms it at check-in)',
      hotelPhone: '+91 98220 12345',
      cancellation: ['Free cancellation until 9 Mar 2026, 2:00 PM IST; after that, the first night.'],
      roomCharges: '₹8,000',
      tax: '₹400',
      total: '₹8,400',
    });
  });

  it('lists the extras booked online with the stay, each with its GST, and totals the stay with them', () => {
    const s = summary({
      totalPrice: 8400,
      tax: 400,
      extras: [
        {
          extraId: 'x1',
          name: 'Airport transfer',
          sac: '996601',
          unit: 'per_item',
          quantity: 1,
          unitPrice: 1800,
          taxableValue: 1800,
          gstRate: 5,
          tax: 90,
          total: 1890,
        },
      ],
      extrasTotal: 1890,
      totalWithExtras: 10290,
    });
    const facts = confirmationFacts(detailSections(s));
    expect(facts?.extras).toEqual([{ name: 'Airport transfer × 1', value: '₹1,890' }]);
    expect(facts?.roomCharges).toBe('₹8,000');
    expect(facts?.total).toBe('₹10,290');
    expect(confirmationFacts(detailSections(summary({ totalPrice: 8400 })))).toMatchObject({
      extras: [],
      total: '₹8,400',
    });
  });

  it('is null without a booking summary', () => {
    expect(confirmationFacts([])).toBeNull();
  });
});
