import type { UnlockForm } from '@staybook/contract/price-unlock';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useAuthStore } from '../../../lib/auth-store';
import { useUnlockPrice } from '../api/unlock-price';
import {
  readUnlockContact,
  readUnlockedPrice,
  saveUnlockContact,
  saveUnlockedPrice,
  type UnlockedPrice,
  type UnlockKey,
} from './unlock-storage';

/** Who an automatic unlock is for: a name only when one is known (a signed-in guest may leave it to the server). */
type KnownContact = { name?: string; mobile: string };

/**
 * Who the price is for, without asking (issue 16: no wall on every property; issue 24: a signed-in guest is never
 * asked): a signed-in guest's own number, with their name or the one this device gave (the server uses the
 * account's when there is none); else what this device gave at its last unlock. Null when the form must ask.
 */
export function knownContact(
  user: { name?: string | null; phone: string } | null,
  saved: UnlockForm,
): KnownContact | null {
  if (user) {
    const name = user.name?.trim() || saved.name.trim();
    return name ? { name, mobile: user.phone } : { mobile: user.phone };
  }
  return saved.name && saved.mobile ? saved : null;
}

/**
 * The unlocked price of this property, stay and party: restored from storage on load, set by a successful unlock.
 * A signed-in guest, or a device that has unlocked a price before, gets it at once: the same unlock call is made for
 * them (so the spec's lead record stays), once per stay. `unlock` rejects on failure after telling the guest, so the
 * modal can stay open; a failed automatic unlock falls back to the button, quietly (for a signed-in guest the button
 * tries again; it never opens the form). A name typed at an unlock while signed in becomes the profile's name when it
 * had none (the server fills it; the page's copy follows).
 */
export function useUnlockedPrice(key: UnlockKey | null) {
  const storageKey = key ? JSON.stringify(key) : '';
  const [byKey, setByKey] = useState<Record<string, UnlockedPrice>>({});
  const mutation = useUnlockPrice();
  const user = useAuthStore((s) => s.user);
  const unlocked = key ? (byKey[storageKey] ?? readUnlockedPrice(key)) : null;
  const saved = readUnlockContact();
  const auto = knownContact(user, saved);
  const tried = useRef(new Set<string>());

  const request = async (form: KnownContact, quiet: boolean): Promise<UnlockedPrice> => {
    if (!key) throw new Error('No stay to price');
    try {
      const { data } = await mutation.mutateAsync({ ...form, ...key });
      saveUnlockedPrice(key, data);
      if (form.name) {
        saveUnlockContact({ name: form.name, mobile: form.mobile });
        const current = useAuthStore.getState().user;
        if (current && !current.name?.trim()) useAuthStore.getState().update({ name: form.name });
      }
      setByKey((m) => ({ ...m, [storageKey]: data }));
      return data;
    } catch (err) {
      if (!quiet)
        toast.error(
          err instanceof Error && err.message ? err.message : 'Could not unlock the price. Please try again.',
        );
      throw err;
    }
  };

  const autoName = auto?.name ?? '';
  const autoMobile = auto?.mobile ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per stay and contact; `request` is recreated each render.
  useEffect(() => {
    if (!key || unlocked || !autoMobile || tried.current.has(storageKey)) return;
    tried.current.add(storageKey);
    request(autoName ? { name: autoName, mobile: autoMobile } : { mobile: autoMobile }, true).catch(() => {});
  }, [storageKey, Boolean(unlocked), autoName, autoMobile]);

  const unlock = (form: UnlockForm) => request(form, false);
  /** A signed-in guest's "Try again" after an automatic unlock failed: the same request, told if it fails again. */
  const retry = () => (auto ? request(auto, false).catch(() => {}) : Promise.resolve());
  // The form, when it is needed, starts from the account's own number before the last one typed on this device.
  const defaults: UnlockForm = user ? { name: user.name ?? saved.name, mobile: user.phone } : saved;
  // Until the automatic request has been made, a known guest's price is on its way (never "Unlock the best price").
  const pendingAuto = Boolean(key && auto && !tried.current.has(storageKey));
  return {
    unlocked,
    unlock,
    retry,
    signedIn: user !== null,
    savedContact: defaults,
    unlocking: !unlocked && (mutation.isPending || pendingAuto),
  };
}
