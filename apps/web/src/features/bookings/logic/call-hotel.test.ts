import { bookingLabels } from '@staybook/contract/booking-lifecycle';
import { describe, expect, it } from 'vitest';
import { offersCallToModify } from './call-hotel';

describe('the call to modify or cancel', () => {
  it.each(bookingLabels.map((label) => [label, label === 'upcoming' || label === 'ongoing' || label === 'completed']))(
    'for a %s booking: %s',
    (label, offered) => {
      expect(offersCallToModify(label)).toBe(offered);
    },
  );
});
