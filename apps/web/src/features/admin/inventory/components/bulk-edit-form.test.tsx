import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/console-api';
import { pickNight } from '../logic/inventory-logic';
import { BulkEditForm, useBulkEditForm } from './bulk-edit-form';

const ROOM_TYPE = '00000000-0000-4000-8000-000000000000';
const TODAY = '2030-02-01';

/** The page's part: it holds the form, and picking a night in the calendar sets the dates. */
function Harness({
  onApply,
  onEdit,
  serverError = null,
}: {
  onApply: (edit: InventoryBulkEdit) => void;
  onEdit?: () => void;
  serverError?: unknown;
}) {
  const form = useBulkEditForm(ROOM_TYPE, TODAY);
  const pick = (date: string) => {
    const range = pickNight(form.getValues(), date);
    form.setValue('from', range.from);
    form.setValue('to', range.to);
  };
  return (
    <>
      <button type="button" onClick={() => pick('2030-03-05')}>
        Pick 5 March
      </button>
      <button type="button" onClick={() => pick('2030-03-08')}>
        Pick 8 March
      </button>
      <BulkEditForm
        form={form}
        today={TODAY}
        target="Deluxe at Casa"
        saving={false}
        serverError={serverError}
        onApply={onApply}
        onEdit={onEdit}
      />
    </>
  );
}

describe('BulkEditForm', () => {
  it('shows the schema’s errors under their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Choose the first night.')).toBeInTheDocument();
    expect(screen.getByLabelText('First night')).toHaveFocus();
    expect(screen.getByLabelText('First night')).toHaveAccessibleDescription('Choose the first night.');
    expect(screen.getByLabelText('Last night')).toHaveAccessibleDescription('Choose the last night.');
    expect(screen.getByLabelText('New nightly rate (₹)')).toHaveAccessibleDescription(
      'Enter a rate in whole rupees from ₹1 to ₹10,00,000.',
    );

    // The nights' rules shared with the server: nothing before today, the weekdays inside the range.
    await user.type(screen.getByLabelText('First night'), '2030-01-31');
    await user.type(screen.getByLabelText('New nightly rate (₹)'), '8200');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Nights before today (Fri, 01 Feb 2030) cannot be edited.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last night')).not.toHaveAccessibleDescription();

    // A later night ends the one-night range; picking again starts anew.
    await user.click(screen.getByRole('button', { name: 'Pick 5 March' }));
    expect(screen.getByLabelText('Last night')).toHaveValue('2030-03-05');
    await user.click(screen.getByRole('button', { name: 'Pick 5 March' }));
    expect(screen.getByLabelText('First night')).toHaveValue('2030-03-05');
    await user.click(screen.getByLabelText('Sunday'));
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('None of these nights falls on the chosen weekdays.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Weekdays' })).toHaveAccessibleDescription(
      'None of these nights falls on the chosen weekdays.',
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it('reviews, then sends the parsed body only after confirming; any change asks for a new review', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onEdit = vi.fn();
    render(<Harness onApply={onApply} onEdit={onEdit} />);

    await user.type(screen.getByLabelText('First night'), '2030-03-01');
    // The last night follows a first night after it.
    expect(screen.getByLabelText('Last night')).toHaveValue('2030-03-01');
    await user.clear(screen.getByLabelText('Last night'));
    await user.type(screen.getByLabelText('Last night'), '2030-03-10');
    await user.click(screen.getByLabelText('Saturday'));
    await user.click(screen.getByLabelText('Sunday'));
    await user.type(screen.getByLabelText('New nightly rate (₹)'), '8200');
    expect(onEdit).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(await screen.findByRole('heading', { name: 'Confirm the change' })).toHaveFocus();
    expect(screen.getByText('Set the nightly rate to ₹8,200')).toBeInTheDocument();
    expect(
      screen.getByText('Fri, 01 Mar 2030 to Sun, 10 Mar 2030, Saturdays and Sundays: 4 nights'),
    ).toBeInTheDocument();
    expect(screen.getByText('Deluxe at Casa. Guests see it at once.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(onApply).toHaveBeenCalledWith({
      roomTypeId: ROOM_TYPE,
      from: '2030-03-01',
      to: '2030-03-10',
      weekdays: [0, 6],
      action: 'set_rate',
      rate: 8200,
    });

    // Picking nights in the calendar fills the dates and asks for a new review.
    await user.click(screen.getByRole('button', { name: 'Pick 5 March' }));
    await user.click(screen.getByRole('button', { name: 'Pick 8 March' }));
    expect(screen.getByLabelText('First night')).toHaveValue('2030-03-05');
    expect(screen.getByLabelText('Last night')).toHaveValue('2030-03-08');
    expect(screen.queryByRole('button', { name: 'Apply changes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    // 5 to 8 March (Tuesday to Friday) has no weekend night.
    expect(await screen.findByText('None of these nights falls on the chosen weekdays.')).toBeInTheDocument();

    // A new action starts with an empty value and its own box.
    await user.selectOptions(screen.getByLabelText('Change'), 'Adjust rate by %');
    expect(screen.queryByLabelText('New nightly rate (₹)')).toBeNull();
    expect(screen.getByLabelText('Change (%, negative lowers)')).toHaveValue(null);
    await user.click(screen.getByLabelText('Saturday'));
    await user.click(screen.getByLabelText('Sunday'));
    await user.type(screen.getByLabelText('Change (%, negative lowers)'), '-12.5');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Lower nightly rates by 12.5% (rounded to whole rupees)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(screen.queryByRole('heading', { name: 'Confirm the change' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Change'), 'close');
    expect(screen.queryByLabelText('Change (%, negative lowers)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    expect(onApply).toHaveBeenLastCalledWith({
      roomTypeId: ROOM_TYPE,
      from: '2030-03-05',
      to: '2030-03-08',
      weekdays: [],
      action: 'close',
    });
  });

  it('sets a minimum stay over a range of weekdays, checks its value, and clears restrictions with no value', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    await user.type(screen.getByLabelText('First night'), '2030-12-24');
    await user.clear(screen.getByLabelText('Last night'));
    await user.type(screen.getByLabelText('Last night'), '2030-12-31');
    await user.selectOptions(screen.getByLabelText('Change'), 'Set minimum stay');
    await user.type(screen.getByLabelText('Minimum nights'), '0');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByLabelText('Minimum nights')).toHaveAccessibleDescription(
      'Enter a whole number of nights from 1 to 90.',
    );
    await user.clear(screen.getByLabelText('Minimum nights'));
    await user.type(screen.getByLabelText('Minimum nights'), '3');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Guests arriving on these nights must stay at least 3 nights')).toBeInTheDocument();
    expect(screen.getByText('Tue, 24 Dec 2030 to Tue, 31 Dec 2030, every night: 8 nights')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(onApply).toHaveBeenLastCalledWith({
      roomTypeId: ROOM_TYPE,
      from: '2030-12-24',
      to: '2030-12-31',
      weekdays: [],
      action: 'set_min_stay',
      minStay: 3,
    });

    // Closing to arrival on one weekday has no value box.
    await user.selectOptions(screen.getByLabelText('Change'), 'Close to arrival');
    expect(screen.queryByLabelText('Minimum nights')).toBeNull();
    await user.click(screen.getByLabelText('Tuesday'));
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(
      await screen.findByText('Close these nights to arrival (guests may stay through them but not check in)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'close_to_arrival', weekdays: [2] }));

    for (const [label, action] of [
      ['Clear minimum stay', 'clear_min_stay'],
      ['Open to departure', 'open_to_departure'],
    ] as const) {
      await user.selectOptions(screen.getByLabelText('Change'), label);
      await user.click(screen.getByRole('button', { name: 'Review changes' }));
      await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
      expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ action }));
    }
  });

  it('puts the server’s field message under its field and keeps the banner', async () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'from: nights before today (Sat, 02 Feb 2030) cannot be edited.', {
      field: 'from',
    });
    render(<Harness onApply={() => {}} serverError={error} />);
    expect(await screen.findByLabelText('First night')).toHaveAccessibleDescription(
      'Nights before today (Sat, 02 Feb 2030) cannot be edited.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'from: nights before today (Sat, 02 Feb 2030) cannot be edited.',
    );
  });
});
