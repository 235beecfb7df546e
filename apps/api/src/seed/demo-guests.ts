import type { DbOrTx } from '../db/client.js';
import { updateUser, upsertUserAtSignIn } from '../modules/auth/auth.repository.js';

/**
 * The demo history's guests: accounts as a first sign-in makes them, with a name and e-mail as their profile keeps
 * them. Their numbers (70000 001xx) are not any story's or test's (those use 90000…, 98111…, 98220…, 98765…), so a
 * story signing in never finds these bookings, and no real phone gets a message.
 */
export const demoGuests = [
  { phone: '7000000101', name: 'Ananya Kamat', email: 'ananya.kamat@example.com' },
  { phone: '7000000102', name: 'Rohan Desai', email: 'rohan.desai@example.com' },
  { phone: '7000000103', name: 'Priya Nair', email: 'priya.nair@example.com' },
  { phone: '7000000104', name: 'Vikram Sethi', email: 'vikram.sethi@example.com' },
  { phone: '7000000105', name: 'Meera Iyer', email: 'meera.iyer@example.com' },
  { phone: '7000000106', name: 'Arjun Malhotra', email: 'arjun.malhotra@example.com' },
  { phone: '7000000107', name: 'Sneha Fernandes', email: 'sneha.fernandes@example.com' },
  { phone: '7000000108', name: 'Karan Mehta', email: 'karan.mehta@example.com' },
  { phone: '7000000109', name: 'Divya Rao', email: 'divya.rao@example.com' },
  { phone: '7000000110', name: 'Aditya Kulkarni', email: 'aditya.kulkarni@example.com' },
  { phone: '7000000111', name: 'Farah Sheikh', email: 'farah.sheikh@example.com' },
  { phone: '7000000112', name: 'Nikhil Banerjee', email: 'nikhil.banerjee@example.com' },
] as const;

export interface DemoGuest {
  phone: string;
  name: string;
  email: string;
  id: string;
}

/**
 * The demo's twelve, then (for a benchmark's history of thousands of stays) more guests named from the same first
 * and last names, numbered 70000 0xxxx from 00201 on.
 */
export function demoGuestList(count: number): Array<Omit<DemoGuest, 'id'>> {
  const list: Array<Omit<DemoGuest, 'id'>> = [...demoGuests];
  const firsts = demoGuests.map((g) => g.name.split(' ')[0]!);
  const lasts = demoGuests.map((g) => g.name.split(' ')[1]!);
  for (let i = 0; list.length < count; i++) {
    const first = firsts[i % firsts.length]!;
    const last = lasts[(Math.floor(i / firsts.length) + 1 + i) % lasts.length]!;
    list.push({
      phone: `70000${String(201 + i).padStart(5, '0')}`,
      name: `${first} ${last}`,
      email: `${first}.${last}.${201 + i}@example.com`.toLowerCase(),
    });
  }
  return list;
}

/** Creates (or finds, on a re-seed) the demo guests' accounts (at least the demo's twelve), signed up `since`. */
export async function insertDemoGuests(
  tx: DbOrTx,
  since: Date,
  count: number = demoGuests.length,
): Promise<DemoGuest[]> {
  const out: DemoGuest[] = [];
  for (const guest of demoGuestList(count)) {
    const user = await upsertUserAtSignIn(tx, guest.phone, 'guest', since);
    await updateUser(tx, user.id, { name: guest.name, email: guest.email }, since);
    out.push({ ...guest, id: user.id });
  }
  return out;
}
