import {
  authPaths,
  COUNTRY_CODE,
  type DevLatestOtpResponse,
  type GenerateOtpResponse,
  type VerifyOtpResponse,
} from '@staybook/contract/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** Step one of the spec's OTP helper: send a code to the number. */
export function generateOtp(phone: string): Promise<GenerateOtpResponse> {
  return apiRequest<GenerateOtpResponse>(authPaths.login, {
    method: 'POST',
    body: { phone, countryCode: COUNTRY_CODE, step: 'generate-otp' },
  });
}

/** Step two: check the code; the server also sets the httpOnly refresh cookie. */
export function verifyOtp(phone: string, otp: string): Promise<VerifyOtpResponse> {
  return apiRequest<VerifyOtpResponse>(authPaths.login, {
    method: 'POST',
    body: { phone, countryCode: COUNTRY_CODE, step: 'verify-otp', otp },
  });
}

/**
 * Development builds of the API expose the latest code; production has no such route (404), so the hint simply
 * never shows there.
 */
export async function fetchDevOtp(phone: string): Promise<string | null> {
  try {
    const body = await apiRequest<DevLatestOtpResponse>(authPaths.devLatestOtp, { query: { phone } });
    return body.data.otp;
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}
