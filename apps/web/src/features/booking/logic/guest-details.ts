import { type PrimaryGuest, primaryGuestSchema } from '@staybook/contract/booking';
import { mobileFieldValue } from '@staybook/contract/phone';

export type GuestField = keyof PrimaryGuest;
export type GuestErrors = Partial<Record<GuestField, string>>;

/** Spec 5 guest form rules, with the spec's messages (the contract's schema carries them). */
export function validateGuestDetails(details: PrimaryGuest): GuestErrors {
  const parsed = primaryGuestSchema.safeParse(details);
  if (parsed.success) return {};
  const errors: GuestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GuestField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Pay needs all three (spec 5: else 'Please enter guest details'). */
export function hasAllGuestDetails(details: PrimaryGuest): boolean {
  return details.name.trim() !== '' && details.email.trim() !== '' && details.phone.trim() !== '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Prefill (spec 3): the stored 'userData' (name, email, phone) first, then the signed-in user; a field
 * already typed by the guest always wins.
 */
export function prefillGuestDetails(current: PrimaryGuest, userData: unknown, user: unknown): PrimaryGuest {
  const pick = (field: GuestField): string => {
    const sources = [
      current[field],
      (userData as Record<string, unknown> | null)?.[field],
      (user as Record<string, unknown> | null)?.[field],
    ];
    for (const s of sources) if (text(s).trim()) return field === 'phone' ? mobileFieldValue(text(s)) : text(s).trim();
    return '';
  };
  return { name: pick('name'), email: pick('email'), phone: pick('phone') };
}

export const USER_DATA_KEY = 'userData';

export function readStoredUserData(): unknown {
  try {
    return JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function saveUserData(details: PrimaryGuest): void {
  try {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(details));
  } catch {
    // Storage full or blocked: the details still live in the booking store for this session.
  }
}
