import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnlockPriceModal } from './unlock-price-modal';

function setup(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(<UnlockPriceModal open onClose={() => {}} onSubmit={onSubmit} />);
  return {
    user: userEvent.setup(),
    onSubmit,
    name: screen.getByLabelText('Full Name'),
    mobile: screen.getByLabelText('Mobile Number'),
    button: () => screen.getByRole('button', { name: /Unlock Price & Continue|Processing/ }),
  };
}

describe('UnlockPriceModal', () => {
  it('keeps the button disabled until both name and mobile are filled', async () => {
    const { user, name, mobile, button } = setup();
    expect(button()).toBeDisabled();
    await user.type(name, 'Rohan Kamat');
    expect(button()).toBeDisabled();
    await user.type(mobile, '9');
    expect(button()).toBeEnabled();
  });

  it.each([
    ['98220', 'too short'],
    ['5822012345', 'not starting 6-9'],
  ])('refuses %s (%s) with the modal message and sends nothing', async (number) => {
    const { user, name, mobile, button, onSubmit } = setup();
    await user.type(name, 'Rohan');
    await user.type(mobile, number);
    await user.click(button());
    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name of only spaces', async () => {
    const { user, name, mobile, button, onSubmit } = setup();
    await user.type(name, '   ');
    await user.type(mobile, '9822012345');
    // Whitespace alone does not count as filled.
    expect(button()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps only digits and at most ten of them', async () => {
    const { user, mobile } = setup();
    await user.type(mobile, '98a2-20 1234599');
    expect(mobile).toHaveValue('9822012345');
  });

  it.each(['+91 98220 12345', '098220-12345'])('keeps the 10 digits of a pasted %j', async (pasted) => {
    const { user, name, mobile, button, onSubmit } = setup();
    await user.type(name, 'Rohan Kamat');
    await user.click(mobile);
    await user.paste(pasted);
    expect(mobile).toHaveValue('9822012345');
    await user.click(button());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Rohan Kamat', mobile: '9822012345' }));
  });

  it("sends the trimmed values and shows 'Processing...' while sending", async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, name, mobile, button } = setup(onSubmit);
    await user.type(name, '  Rohan Kamat ');
    await user.type(mobile, '9822012345');
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Processing...'));
    expect(button()).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Rohan Kamat', mobile: '9822012345' });
    finish();
    await waitFor(() => expect(button()).toHaveTextContent('Unlock Price & Continue'));
  });

  it('keeps the input after a failed send', async () => {
    const { user, name, mobile, button } = setup(vi.fn().mockRejectedValue(new Error('down')));
    await user.type(name, 'Rohan');
    await user.type(mobile, '9822012345');
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Unlock Price & Continue'));
    expect(name).toHaveValue('Rohan');
    expect(mobile).toHaveValue('9822012345');
  });
});
