import { reviewerDisplayName, summariseScores } from '@staybook/contract/review-rules';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { reviews } from '../db/schema/index.js';
import type { PropertyPlan } from './demo-catalogue.js';
import { createRandom, type Random } from './random.js';
import { writeInBatches } from './scaled-catalogue.js';

/**
 * Demo reviews (issue 16): a few plausible reviews per property (some have none), marked is_demo, and each property's
 * rating and count computed from the published ones by the same rule the moderation uses, so a card's "4.3 (6
 * reviews)" is exactly what its Reviews tab lists. Its own random stream: the rest of the catalogue is unchanged.
 */

const firstNames = [
  'Priya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rohan',
  'Meera',
  'Aditya',
  'Ishita',
  'Karan',
  'Neha',
  'Siddharth',
  'Pooja',
  'Nikhil',
  'Divya',
  'Aman',
  'Shreya',
  'Varun',
  'Lakshmi',
  'Farhan',
  'Tanvi',
  'Joel',
  'Sanjana',
  'Harpreet',
  'Nandini',
  'Abhishek',
  'Ritu',
  'Deepak',
];
const lastNames = [
  'Sharma',
  'Iyer',
  'Kulkarni',
  'Nair',
  'Desai',
  'Fernandes',
  'Reddy',
  'Menon',
  'Gupta',
  'Banerjee',
  'Naik',
  'Kamat',
  'Shetty',
  'Patil',
  'Rao',
  'DSouza',
  'Chopra',
  'Singh',
  'Pillai',
  'Joshi',
];

const titles: Record<3 | 4 | 5, string[]> = {
  5: [
    'Perfect {city} getaway',
    'Loved every minute',
    'Will definitely come back',
    'Exceeded our expectations',
    'A gem',
  ],
  4: ['Lovely stay, small hiccups', 'Great location, good value', 'Very pleasant weekend', 'Good stay overall'],
  3: ['Decent, but could be better', 'Mixed experience', 'Fine for a night or two', 'Good location, tired rooms'],
};

const openings: Record<3 | 4 | 5, string[]> = {
  5: [
    'We stayed {n} nights as a family and everything just worked.',
    'Came here for our anniversary and the team made it special.',
    'One of the nicest places we have stayed at in {city}.',
    'A calm, beautifully kept place; exactly what we needed after a busy year.',
    'Booked for my parents and they did not want to leave.',
  ],
  4: [
    'A comfortable stay with a few things that could be smoother.',
    'We had a relaxed long weekend here with friends.',
    'Good value for what you get, and the staff are genuinely friendly.',
    'Stayed here on a work trip and extended by a night.',
    'Nice rooms and helpful people, with a couple of misses.',
  ],
  3: [
    'The stay was okay, though not quite what the photos suggest.',
    'Some things were lovely, others needed attention.',
    'Fine for a short trip, but I expected a bit more for the price.',
    'The staff tried hard, but the property needs some upkeep.',
  ],
};

/**
 * Concrete details guests mention; each is said in a positive and a critical way. A detail about something the
 * property does not have (a beach, a pool, the Goan monsoon) is only said where it has it.
 */
const details: Array<{ good: string; bad: string; fits?: (plan: PropertyPlan) => boolean }> = [
  {
    good: 'The beach walk in the morning is just five minutes down a quiet lane.',
    bad: 'The beach is further than it looks on the map, about a fifteen-minute walk.',
    fits: (plan) => plan.amenities.includes('beach_access'),
  },
  {
    good: 'Breakfast was excellent: fresh fruit, hot parathas and proper masala omelettes.',
    bad: 'Breakfast was repetitive after the second day and ran out of fruit by nine.',
    fits: (plan) => plan.amenities.includes('breakfast'),
  },
  {
    good: 'Rooms at the back are very quiet at night.',
    bad: 'There was some noise from the road and a late party next door on Saturday.',
  },
  {
    good: 'We came during the monsoon and the rain on the palms from the balcony was magical.',
    bad: 'It was monsoon season and the corridor roof leaked a little during heavy rain.',
    fits: (plan) => plan.city === 'Goa',
  },
  {
    good: 'Housekeeping was spotless and came twice a day.',
    bad: 'The bathroom could have been cleaner when we checked in.',
  },
  {
    good: 'The front desk sorted a late check-out for us without any fuss.',
    bad: 'Check-in took almost forty minutes because the room was not ready.',
  },
  {
    good: 'The pool is clean and never crowded, even on a weekend.',
    bad: 'The pool closes at 7 PM, which felt early.',
    fits: (plan) => plan.amenities.includes('pool'),
  },
  {
    good: 'Wi-Fi was fast enough to work from the room for two days.',
    bad: 'Wi-Fi kept dropping in the room; it was fine in the lobby.',
  },
  {
    good: 'Great little cafes and the market are within walking distance.',
    bad: 'You will need a scooter or a cab for most restaurants.',
  },
];

const closings: Record<3 | 4 | 5, string[]> = {
  5: ['Highly recommended.', 'Thank you to the whole team!', 'We are already planning our next trip.'],
  4: ['Would stay again.', 'Overall a good choice for the price.', 'Recommended for couples.'],
  3: ['Might try somewhere else next time.', 'Okay for a short stay.', 'Hope they fix these things.'],
};

const replies = [
  'Thank you for staying with us, {name}! We are delighted you enjoyed it and look forward to welcoming you back.',
  'Dear {name}, thank you for the kind words. We have shared them with the team.',
  'Thank you for the honest feedback, {name}. We have spoken to housekeeping and the front desk about it, and we hope to show you a better stay next time.',
  'Dear {name}, we are sorry about the noise. We have since moved late events away from the guest wing.',
  'Thank you, {name}. Our breakfast menu now changes daily, and we hope you will try it again.',
];

function pickScore(r: Random): 3 | 4 | 5 {
  const x = r.next();
  return x < 0.45 ? 5 : x < 0.85 ? 4 : 3;
}

const around = (r: Random, overall: number) => Math.min(5, Math.max(1, overall + r.pick([-1, 0, 0, 0, 1])));
const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

export interface DemoReview {
  propertySlug: string;
  values: Omit<typeof reviews.$inferInsert, 'propertyId'>;
}

/** The demo reviews of the catalogue, as of `now` (pure: the same catalogue gives the same reviews). */
export function planDemoReviews(plans: PropertyPlan[], now: Date): DemoReview[] {
  const r = createRandom('staybook-demo-reviews-v1');
  const out: DemoReview[] = [];
  for (const plan of plans) {
    // Some properties are new: no reviews yet, which the site says plainly.
    const count = r.chance(0.12) ? 0 : r.int(2, 9);
    for (let i = 0; i < count; i++) {
      const overall = pickScore(r);
      const full = `${r.pick(firstNames)} ${r.pick(lastNames)}`;
      const guestName = reviewerDisplayName(full);
      const picked = r.shuffle(details.filter((d) => d.fits?.(plan) ?? true)).slice(0, r.int(1, 3));
      const text = [
        fill(r.pick(openings[overall]), { n: String(r.int(2, 5)), city: plan.city }),
        ...picked.map((d) => (overall === 5 || (overall === 4 && r.chance(0.6)) ? d.good : d.bad)),
        r.pick(closings[overall]),
      ].join(' ');
      // The newest review of a few properties waits for moderation (the console's work queue); a rare one is hidden.
      const status = i === 0 && r.chance(0.15) ? 'pending' : r.chance(0.03) ? 'hidden' : 'published';
      const daysAgo = status === 'pending' ? r.int(0, 2) : r.int(3, 540);
      const createdAt = new Date(now.getTime() - daysAgo * 86_400_000 - r.int(0, 86_399) * 1000);
      const replied = status === 'published' && r.chance(0.35);
      out.push({
        propertySlug: plan.slug,
        values: {
          guestName,
          overall,
          cleanliness: around(r, overall),
          location: around(r, overall),
          service: around(r, overall),
          value: around(r, overall),
          title: fill(r.pick(titles[overall]), { city: plan.city }),
          text,
          status,
          replyText: replied ? fill(r.pick(replies), { name: guestName.split(' ')[0]! }) : null,
          repliedAt: replied ? new Date(createdAt.getTime() + r.int(1, 4) * 86_400_000) : null,
          helpfulCount: status === 'published' ? Math.floor(r.next() ** 2 * 25) : 0,
          isDemo: true,
          createdAt,
          moderatedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 6 * 3_600_000),
        },
      });
    }
  }
  return out;
}

/** Inserts the demo reviews and sets every property's rating and count from its published ones. */
export async function insertDemoReviews(
  tx: Tx,
  options: { plans: PropertyPlan[]; propertyId: Map<string, string>; now?: Date },
): Promise<void> {
  const planned = planDemoReviews(options.plans, options.now ?? new Date());
  await writeInBatches(
    planned.map((p) => ({ ...p.values, propertyId: options.propertyId.get(p.propertySlug)! })),
    (chunk) => tx.insert(reviews).values(chunk),
  );
  const ids: string[] = [];
  const averages: number[] = [];
  const counts: number[] = [];
  for (const plan of options.plans) {
    const published = planned.filter((p) => p.propertySlug === plan.slug && p.values.status === 'published');
    const sum = (key: 'overall' | 'cleanliness' | 'location' | 'service' | 'value') =>
      published.reduce((total, p) => total + p.values[key], 0);
    const { average, count } = summariseScores({
      count: published.length,
      overall: sum('overall'),
      cleanliness: sum('cleanliness'),
      location: sum('location'),
      service: sum('service'),
      value: sum('value'),
    });
    ids.push(options.propertyId.get(plan.slug)!);
    averages.push(average);
    counts.push(count);
  }
  await tx.execute(sql`
    UPDATE properties p SET rating_average = v.average, rating_count = v.count
    FROM unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${averages.join(',')}}`}::numeric[], ${`{${counts.join(',')}}`}::int[])
      AS v(id, average, count)
    WHERE p.id = v.id
  `);
}
