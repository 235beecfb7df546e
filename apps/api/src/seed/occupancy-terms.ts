import type { PropertyPlan, RoomPlan } from './demo-catalogue.js';
import { createRandom } from './random.js';

/**
 * What the demo's room rates cover and what extra guests pay (issue 15 item 4), drawn from a random stream of its
 * own. Villas, homes and family rooms that sleep a crowd are priced for 4–6 adults; some hotel rooms that take a
 * third adult charge for that adult. An extra adult pays 12–20% of the room's base rate (₹500–3,000, whole ₹100s),
 * a child about half that. Everything else: no extra charges.
 */
export interface OccupancyTermsPlan {
  baseAdults: number;
  extraAdultPaise: number;
  extraChildPaise: number;
}

const rupees = (value: number) => value * 100;
const hundreds = (value: number) => Math.round(value / 100) * 100;

/** An extra adult's and child's nightly charge for a room of this base rate (rupees). */
export function extraGuestRupees(baseRupees: number, share: number): { adult: number; child: number } {
  const adult = Math.min(3000, Math.max(500, hundreds(baseRupees * share)));
  return { adult, child: Math.max(300, hundreds(adult / 2)) };
}

export function occupancyTermsOf(plans: PropertyPlan[]): Map<RoomPlan, OccupancyTermsPlan> {
  const r = createRandom('staybook-occupancy-terms-v1');
  const out = new Map<RoomPlan, OccupancyTermsPlan>();
  for (const p of plans) {
    for (const room of p.rooms) {
      // Drawn for every room, used or not, so one room's terms never shift another's.
      const base = r.int(4, 6);
      const extra = extraGuestRupees(room.baseRatePaise / 100, 0.12 + r.next() * 0.08);
      const adult = rupees(extra.adult);
      const child = rupees(extra.child);
      const thirdAdult = r.chance(0.4);
      if (room.maxAdults >= 4) {
        out.set(room, { baseAdults: Math.min(base, room.maxAdults), extraAdultPaise: adult, extraChildPaise: child });
      } else if (room.maxAdults === 3 && room.baseAdults === 2 && thirdAdult) {
        out.set(room, { baseAdults: 2, extraAdultPaise: adult, extraChildPaise: 0 });
      } else {
        out.set(room, { baseAdults: room.baseAdults, extraAdultPaise: 0, extraChildPaise: 0 });
      }
    }
  }
  return out;
}
