import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  digitsOnly,
  remainingAttempts,
  resendFailureMessage,
  sendFailureMessage,
  verifyFailureMessage,
} from './messages';

const wrongCode = new ApiError(400, 'BAD_REQUEST', 'Invalid OTP. Please try again.', {
  reason: 'invalid',
  remainingAttempts: 3,
});
const expired = new ApiError(400, 'BAD_REQUEST', 'This OTP has expired. Please request a new one.', {
  reason: 'expired',
});
const limited = new ApiError(429, 'RATE_LIMITED', 'Please wait 12 seconds before requesting a new OTP.');
const offline = new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
const crash = new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.');

describe('verifyFailureMessage', () => {
  it.each([
    ['page', wrongCode, 'Invalid OTP'],
    ['modal', wrongCode, 'Invalid OTP. Please try again.'],
    ['page', expired, 'This OTP has expired. Please request a new one.'],
    ['modal', expired, 'This OTP has expired. Please request a new one.'],
    ['page', offline, 'Error during OTP verification'],
    ['modal', offline, 'Invalid OTP. Please try again.'],
    ['page', new TypeError('boom'), 'Error during OTP verification'],
  ] as const)('%s: %o → %s', (variant, error, text) => {
    expect(verifyFailureMessage(variant, error)).toBe(text);
  });
});

describe('send and resend failures', () => {
  it('use the server message for refusals and limits, the spec text otherwise', () => {
    expect(sendFailureMessage(limited)).toBe(limited.message);
    expect(sendFailureMessage(crash)).toBe('Failed to send OTP. Please try again.');
    expect(sendFailureMessage(offline)).toBe('Failed to send OTP. Please try again.');
    expect(resendFailureMessage(limited)).toBe(limited.message);
    expect(resendFailureMessage(crash)).toBe('Failed to resend OTP. Please try again.');
  });
});

describe('helpers', () => {
  it('reads the attempts left', () => {
    expect(remainingAttempts(wrongCode)).toBe(3);
    expect(remainingAttempts(expired)).toBeNull();
  });
  it('keeps digits only, up to the length', () => {
    expect(digitsOnly('123 456 7', 6)).toBe('123456');
    expect(digitsOnly('12a3', 6)).toBe('123');
  });
});
