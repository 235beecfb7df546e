import type { UnlockForm } from '@staybook/contract/price-unlock';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
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
 * The unlocked price of this property, stay and party: restored from storage on load, set by a successful
 * unlock. `unlock` rejects on failure after telling the guest, so the modal can stay open.
 */
export function useUnlockedPrice(key: UnlockKey | null) {
  const storageKey = key ? JSON.stringify(key) : '';
  const [byKey, setByKey] = useState<Record<string, UnlockedPrice>>({});
  const mutation = useUnlockPrice();
  const unlocked = key ? (byKey[storageKey] ?? readUnlockedPrice(key)) : null;

  const unlock = async (form: UnlockForm): Promise<UnlockedPrice> => {
    if (!key) throw new Error('No stay to price');
    try {
      const { data } = await mutation.mutateAsync({ ...form, ...key });
      saveUnlockedPrice(key, data);
      saveUnlockContact(form);
      setByKey((m) => ({ ...m, [storageKey]: data }));
      return data;
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : 'Could not unlock the price. Please try again.');
      throw err;
    }
  };

  return { unlocked, unlock, savedContact: readUnlockContact() };
}
