import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type BulkDraft,
  countNights,
  describeEdit,
  monthRange,
  monthWeeks,
  pickNight,
  shiftMonth,
  toBulkEdit,
  validateDraft,
} from '../logic/inventory-logic';
import { BulkEditForm } from './bulk-edit-form';

const draft = (over: Partial<BulkDraft> = {}): BulkDraft => ({
  from: '2030-03-01',
  to: '2030-03-10',
  weekdays: [],
  action: 'set_rate',
  value: '7500',
  ...over,
});

describe('month grid', () => {
  it('shifts months across years and covers the whole month, Monday first', () => {
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    const weeks = monthWeeks('2030-03'); // 1 March 2030 is a Friday
    expect(weeks[0]?.map((c) => c.date)).toEqual([null, null, null, null, '2030-03-01', '2030-03-02', '2030-03-03']);
    expect(weeks.flat().filter((c) => c.date)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('the bulk edit draft', () => {
  it('counts the nights on the chosen weekdays', () => {
    expect(countNights('2030-03-01', '2030-03-10', [])).toBe(10);
    expect(countNights('2030-03-01', '2030-03-10', [6, 0])).toBe(4);
    expect(countNights('2030-03-04', '2030-03-04', [6])).toBe(0);
  });

  it('checks dates, weekdays and the value before review', () => {
    expect(validateDraft(draft(), '2030-02-01')).toEqual({});
    expect(validateDraft(draft({ from: '2030-01-31' }), '2030-02-01').from).toMatch(/before today/);
    expect(validateDraft(draft({ to: '2030-02-20' }), '2030-02-01').to).toMatch(/on or after/);
    expect(validateDraft(draft({ to: '2031-04-10' }), '2030-02-01').to).toMatch(/at most 400 nights/);
    expect(validateDraft(draft({ from: '2030-03-04', to: '2030-03-04', weekdays: [6] }), '2030-02-01').weekdays).toBe(
      'None of these nights falls on the chosen weekdays.',
    );
    expect(validateDraft(draft({ value: '0' }), '2030-02-01').value).toMatch(/₹1/);
    expect(validateDraft(draft({ action: 'adjust_rate', value: '0' }), '2030-02-01').value).toMatch(/not 0/);
    expect(validateDraft(draft({ action: 'adjust_rate', value: '-12.5' }), '2030-02-01')).toEqual({});
    expect(validateDraft(draft({ action: 'set_rooms', value: '2.5' }), '2030-02-01').value).toMatch(/whole number/);
    expect(validateDraft(draft({ action: 'close', value: '' }), '2030-02-01')).toEqual({});
  });

  it('builds the API body and the confirmation wording', () => {
    expect(toBulkEdit('rt', draft({ weekdays: [0, 6] }))).toEqual({
      roomTypeId: 'rt',
      from: '2030-03-01',
      to: '2030-03-10',
      weekdays: [0, 6],
      action: 'set_rate',
      rate: 7500,
    });
    expect(toBulkEdit('rt', draft({ action: 'close' }))).toEqual({
      roomTypeId: 'rt',
      from: '2030-03-01',
      to: '2030-03-10',
      weekdays: [],
      action: 'close',
    });
    expect(describeEdit(draft({ weekdays: [6, 0] }))).toEqual({
      change: 'Set the nightly rate to ₹7,500',
      nights: 'Fri, 01 Mar 2030 to Sun, 10 Mar 2030, Saturdays and Sundays: 4 nights',
    });
    expect(describeEdit(draft({ action: 'adjust_rate', value: '-10', from: '2030-03-02', to: '2030-03-02' }))).toEqual({
      change: 'Lower nightly rates by 10% (rounded to whole rupees)',
      nights: 'Sat, 02 Mar 2030, every night: 1 night',
    });
  });

  it('picks a range in the calendar: a first night, then a later one ends it', () => {
    expect(pickNight({ from: '', to: '' }, '2030-03-05')).toEqual({ from: '2030-03-05', to: '2030-03-05' });
    expect(pickNight({ from: '2030-03-05', to: '2030-03-05' }, '2030-03-08')).toEqual({
      from: '2030-03-05',
      to: '2030-03-08',
    });
    expect(pickNight({ from: '2030-03-05', to: '2030-03-08' }, '2030-03-09')).toEqual({
      from: '2030-03-09',
      to: '2030-03-09',
    });
  });
});

function Harness({ onApply }: { onApply: (d: BulkDraft) => void }) {
  const [d, setD] = useState<BulkDraft>({ from: '', to: '', weekdays: [], action: 'set_rate', value: '' });
  return (
    <BulkEditForm
      draft={d}
      onChange={setD}
      today="2030-02-01"
      target="Deluxe at Casa"
      saving={false}
      serverError={null}
      onApply={onApply}
    />
  );
}

describe('BulkEditForm', () => {
  it('shows errors, then a confirmation summary, and applies only after confirming', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByText('Choose the first night.')).toBeInTheDocument();
    expect(screen.getByLabelText('First night')).toHaveFocus();

    await user.type(screen.getByLabelText('First night'), '2030-03-01');
    await user.clear(screen.getByLabelText('Last night'));
    await user.type(screen.getByLabelText('Last night'), '2030-03-10');
    await user.click(screen.getByLabelText('Saturday'));
    await user.click(screen.getByLabelText('Sunday'));
    await user.type(screen.getByLabelText('New nightly rate (₹)'), '8200');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(screen.getByRole('heading', { name: 'Confirm the change' })).toHaveFocus();
    expect(screen.getByText('Set the nightly rate to ₹8,200')).toBeInTheDocument();
    expect(
      screen.getByText('Fri, 01 Mar 2030 to Sun, 10 Mar 2030, Saturdays and Sundays: 4 nights'),
    ).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(onApply).toHaveBeenCalledWith({
      from: '2030-03-01',
      to: '2030-03-10',
      weekdays: [6, 0],
      action: 'set_rate',
      value: '8200',
    });

    // Changing anything asks for a new review.
    await user.selectOptions(screen.getByLabelText('Change'), 'close');
    expect(screen.queryByRole('button', { name: 'Apply changes' })).toBeNull();
    expect(screen.queryByLabelText('New nightly rate (₹)')).toBeNull();
  });
});
