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

/**
 * Who the price is for, without asking again (issue 16: no wall on every property): a signed-in guest's own name
 * and number, else what this device gave at its last unlock. Null when the form must ask.
 */
function knownContact(user: { name?: string | null; phone: string } | null, saved: UnlockForm): UnlockForm | null {
  if (user?.name) return { name: user.name, mobile: user.phone };
  return saved.name && saved.mobile ? saved : null;
}

/**
 * The unlocked price of this property, stay and party: restored from storage on load, set by a successful unlock.
 * A signed-in guest, or a device that has unlocked a price before, gets it at once: the same unlock call is made for
 * them (so the spec's lead record stays), once per stay. `unlock` rejects on failure after telling the guest, so the
 * modal can stay open; a failed automatic unlock falls back to the button, quietly.
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

  const request = async (form: UnlockForm, quiet: boolean): Promise<UnlockedPrice> => {
    if (!key) throw new Error('No stay to price');
    try {
      const { data } = await mutation.mutateAsync({ ...form, ...key });
      saveUnlockedPrice(key, data);
      saveUnlockContact(form);
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
    request({ name: autoName, mobile: autoMobile }, true).catch(() => {});
  }, [storageKey, Boolean(unlocked), autoName, autoMobile]);

  const unlock = (form: UnlockForm) => request(form, false);
  // The form, when it is needed, starts from the account's own number before the last one typed on this device.
  const defaults: UnlockForm = user ? { name: user.name ?? saved.name, mobile: user.phone } : saved;
  return { unlocked, unlock, savedContact: defaults, unlocking: mutation.isPending && !unlocked };
}
