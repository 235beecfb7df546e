import type { InventoryNight } from '@staybook/contract/admin-inventory';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InventoryCalendar } from './inventory-calendar';

const night = (date: string, over: Partial<InventoryNight> = {}): InventoryNight => ({
  date,
  hasInventory: true,
  rate: 6500,
  available: 4,
  booked: 0,
  blocked: 0,
  total: 4,
  isClosed: false,
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  ...over,
});

describe('the inventory calendar', () => {
  it('shows each night’s blocked rooms beside the sold ones, and nothing about blocks on a night without', () => {
    render(
      <InventoryCalendar
        month="2030-03"
        today="2030-02-01"
        nights={[
          night('2030-03-05', { available: 1, booked: 1, blocked: 2 }),
          night('2030-03-06', { available: 0, booked: 0, blocked: 4 }),
          night('2030-03-07'),
        ]}
        selected={{ from: '', to: '' }}
        onPick={() => {}}
      />,
    );
    const cell = (date: string) => document.querySelector(`button[data-date="${date}"]`);
    expect(cell('2030-03-05')).toHaveTextContent('Tue, 5 Mar 2030:₹6,5001/4 left1 sold2 blocked');
    expect(cell('2030-03-06')).toHaveTextContent('Wed, 6 Mar 2030:₹6,5000/4 left4 blocked');
    expect(cell('2030-03-07')).toHaveTextContent('Thu, 7 Mar 2030:₹6,5004/4 left');
    expect(cell('2030-03-07')).not.toHaveTextContent('blocked');
  });
});
