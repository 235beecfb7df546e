import type { PropertyPlan, RoomPlan } from './demo-catalogue.js';
import { createRandom } from './random.js';

/**
 * What the demo's room rates cover and what extra guests pay (issue 15 item 4), drawn from a random stream of its
 * own so the rest of the demo catalogue (rooms, rates, plans) stays exactly as it was. Villas, homes and family
 * rooms that sleep a crowd are priced for 4–6 adults, with ₹800–1,500 per extra adult and ₹400–700 per extra child
 * a night; some hotel rooms that take a third adult charge for that adult. Everything else: no extra charges.
 */
export interface OccupancyTermsPlan {
  baseAdults: number;
  extraAdultPaise: number;
  extraChildPaise: number;
}

const rupees = (value: number) => value * 100;

export function occupancyTermsOf(plans: PropertyPlan[]): Map<RoomPlan, OccupancyTermsPlan> {
  const r = createRandom('staybook-occupancy-terms-v1');
  const out = new Map<RoomPlan, OccupancyTermsPlan>();
  for (const p of plans) {
    for (const room of p.rooms) {
      // Drawn for every room, used or not, so one room's terms never shift another's.
      const base = r.int(4, 6);
      const adult = rupees(r.int(8, 15) * 100);
      const child = rupees(r.int(4, 7) * 100);
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
