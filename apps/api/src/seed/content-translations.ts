import type { DbOrTx } from '../db/client.js';
import { contentTranslations } from '../db/schema/index.js';
import type { PropertyPlan } from './demo-catalogue.js';

/**
 * The demo's flagship properties in Hindi and German (issue 43, docs/languages.md "Content per language"): the
 * property's description and each room type's, translated from the English the demo generates (kept here beside
 * each, so content-translations.test.ts fails the day the English changes and a translation would say something
 * else). Property and room names are names, as entered; everything else falls back to English.
 */
interface Words {
  english: string;
  hi: string;
  de: string;
}

export interface FlagshipTranslation {
  slug: string;
  description: Words;
  /** By room type name. */
  rooms: Record<string, Words>;
}

const GOAN_ROOMS_HI =
  'कमरे बरामदों और बगीचों की ओर खुलते हैं, जिनमें पुर्तगाली दौर की टाइलें, सागौन की लकड़ी और कड़क, साफ़ चादरें हैं। रसोई गोवा के पारंपरिक व्यंजन परोसती है — झींगा करी, काफ़रियाल, बेबिंका — और सुबह ताज़ा पोई के साथ कड़क कॉफ़ी।';
const GOAN_ROOMS_DE =
  'Die Zimmer öffnen sich zu Veranden und Gärten, mit Fliesen aus portugiesischer Zeit, Teakholz und frischer, glatter Bettwäsche. Die Küche serviert goanische Klassiker — Garnelencurry, Cafreal, Bebinca — und morgens frisches Poi-Brot und starken Kaffee.';
const TEAM_HI =
  'हमारी टीम स्कूटर, मसाला बाग़ानों की सैर और डॉल्फ़िन देखने की यात्राओं का इंतज़ाम करती है, और समुद्र तट के हर उस शैक को जानती है जहाँ आपकी शाम अच्छी बीते।';
const TEAM_DE =
  'Das Team organisiert Motorroller, Besuche auf Gewürzfarmen und Delfintouren und kennt jede Strandhütte, die Ihren Abend wert ist.';

export const flagshipTranslations: FlagshipTranslation[] = [
  {
    slug: 'coqueiro-grand',
    description: {
      english:
        'Coqueiro Grand is a premium hotel in Calangute, a short way from Calangute Beach.\n\nRooms open onto verandas and gardens, with Portuguese-era tiles, teak and crisp linen. The kitchen serves Goan classics — prawn curry, cafreal, bebinca — with fresh poi and strong coffee in the morning.\n\nThe team arranges scooters, spice-farm visits and dolphin trips, and knows every beach shack worth your evening. Book early for Christmas and New Year, when every room is taken.',
      hi: `Coqueiro Grand कलंगुट में एक प्रीमियम होटल है, कलंगुट बीच से थोड़ी ही दूरी पर।\n\n${GOAN_ROOMS_HI}\n\n${TEAM_HI} क्रिसमस और नए साल के लिए जल्दी बुक करें, जब हर कमरा भर जाता है।`,
      de: `Das Coqueiro Grand ist ein Premium-Hotel in Calangute, nur ein kurzes Stück vom Calangute Beach entfernt.\n\n${GOAN_ROOMS_DE}\n\n${TEAM_DE} Für Weihnachten und Neujahr, wenn jedes Zimmer belegt ist, buchen Sie am besten früh.`,
    },
    rooms: {
      'Deluxe Room': {
        english: 'Deluxe Room with blackout curtains, in-room safe and smart tv. Sleeps 2 adults and 1 child.',
        hi: 'Deluxe Room, जिसमें ब्लैकआउट पर्दे, कमरे में तिजोरी और स्मार्ट टीवी हैं। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Deluxe Room mit Verdunkelungsvorhängen, Zimmersafe und Smart-TV. Für 2 Erwachsene und 1 Kind.',
      },
      'Premium Sea View Room': {
        english: 'Premium Sea View Room with work desk, blackout curtains and free wi-fi. Sleeps 2 adults and 1 child.',
        hi: 'Premium Sea View Room, जिसमें काम करने की मेज़, ब्लैकआउट पर्दे और मुफ़्त वाई-फ़ाई हैं। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Premium Sea View Room mit Schreibtisch, Verdunkelungsvorhängen und kostenlosem WLAN. Für 2 Erwachsene und 1 Kind.',
      },
      'Family Room': {
        english: 'Family Room with minibar, work desk and air conditioning. Sleeps 4 adults and 2 children.',
        hi: 'Family Room, जिसमें मिनीबार, काम करने की मेज़ और एयर कंडीशनिंग है। इसमें 4 वयस्क और 2 बच्चे ठहर सकते हैं।',
        de: 'Family Room mit Minibar, Schreibtisch und Klimaanlage. Für 4 Erwachsene und 2 Kinder.',
      },
      'Junior Suite': {
        english: 'Junior Suite with fresh linen and towels, minibar and work desk. Sleeps 3 adults and 1 child.',
        hi: 'Junior Suite, जिसमें ताज़ा चादरें और तौलिये, मिनीबार और काम करने की मेज़ है। इसमें 3 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Junior Suite mit frischer Bettwäsche und Handtüchern, Minibar und Schreibtisch. Für 3 Erwachsene und 1 Kind.',
      },
      'Pool Access Room': {
        english: 'Pool Access Room with free wi-fi, private balcony and minibar. Sleeps 2 adults and 1 child.',
        hi: 'Pool Access Room, जिसमें मुफ़्त वाई-फ़ाई, निजी बालकनी और मिनीबार है। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Pool Access Room mit kostenlosem WLAN, eigenem Balkon und Minibar. Für 2 Erwachsene und 1 Kind.',
      },
    },
  },
  {
    slug: 'villa-bela-vista',
    description: {
      english:
        'Villa Bela Vista is an elite villa in Assagao, a short way from St Cajetan Church.\n\nRooms open onto verandas and gardens, with Portuguese-era tiles, teak and crisp linen. The kitchen serves Goan classics — prawn curry, cafreal, bebinca — with fresh poi and strong coffee in the morning.\n\nThe team arranges scooters, spice-farm visits and dolphin trips, and knows every beach shack worth your evening. It is a favourite for long weekends and unhurried holidays alike.',
      hi: `Villa Bela Vista असगाओ में एक एलीट विला है, सेंट काजेटन चर्च से थोड़ी ही दूरी पर।\n\n${GOAN_ROOMS_HI}\n\n${TEAM_HI} लंबे सप्ताहांत हों या इत्मीनान भरी छुट्टियाँ, दोनों के लिए यह लोगों की पसंदीदा जगह है।`,
      de: `Die Villa Bela Vista ist eine Elite-Villa in Assagao, nur ein kurzes Stück von der St.-Cajetan-Kirche entfernt.\n\n${GOAN_ROOMS_DE}\n\n${TEAM_DE} Sie ist für lange Wochenenden ebenso beliebt wie für gemächliche Ferien.`,
    },
    rooms: {
      'Entire 4-Bedroom Villa': {
        english:
          'Entire 4-Bedroom Villa with air conditioning, free wi-fi and work desk. Sleeps 8 adults and 3 children.',
        hi: 'पूरा 4-बेडरूम विला, जिसमें एयर कंडीशनिंग, मुफ़्त वाई-फ़ाई और काम करने की मेज़ है। इसमें 8 वयस्क और 3 बच्चे ठहर सकते हैं।',
        de: 'Die ganze Villa mit 4 Schlafzimmern, mit Klimaanlage, kostenlosem WLAN und Schreibtisch. Für 8 Erwachsene und 3 Kinder.',
      },
      'Pool Suite': {
        english: 'Pool Suite with fresh linen and towels, free wi-fi and work desk. Sleeps 2 adults and 1 child.',
        hi: 'Pool Suite, जिसमें ताज़ा चादरें और तौलिये, मुफ़्त वाई-फ़ाई और काम करने की मेज़ है। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Pool Suite mit frischer Bettwäsche und Handtüchern, kostenlosem WLAN und Schreibtisch. Für 2 Erwachsene und 1 Kind.',
      },
      'Garden Bedroom': {
        english:
          'Garden Bedroom with hot shower, tea and coffee maker and blackout curtains. Sleeps 2 adults and 1 child.',
        hi: 'Garden Bedroom, जिसमें गर्म पानी का शावर, चाय-कॉफ़ी मेकर और ब्लैकआउट पर्दे हैं। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Garden Bedroom mit heißer Dusche, Tee- und Kaffeezubereiter und Verdunkelungsvorhängen. Für 2 Erwachsene und 1 Kind.',
      },
    },
  },
];

/**
 * The flagships' Hindi and German words, for the seeded ids. A flagship missing from `plans` (a scaled or trimmed
 * catalogue) or a room it no longer has is skipped; an English that no longer matches is not written (the test
 * says so first).
 */
export async function insertDemoTranslations(
  tx: DbOrTx,
  plans: readonly PropertyPlan[],
  propertyId: ReadonlyMap<string, string>,
  roomId: (slug: string, name: string) => string | undefined,
): Promise<void> {
  const rows: Array<typeof contentTranslations.$inferInsert> = [];
  for (const flagship of flagshipTranslations) {
    const plan = plans.find((p) => p.slug === flagship.slug);
    const id = propertyId.get(flagship.slug);
    if (!plan || !id) continue;
    const add = (entityKind: string, entityId: string, words: Words, english: string) => {
      if (words.english !== english) return;
      for (const language of ['hi', 'de'] as const)
        rows.push({ propertyId: id, entityKind, entityId, language, field: 'description', value: words[language] });
    };
    add('property', id, flagship.description, plan.description);
    for (const room of plan.rooms) {
      const words = flagship.rooms[room.name];
      const roomTypeId = roomId(flagship.slug, room.name);
      if (words && roomTypeId) add('room_type', roomTypeId, words, room.description);
    }
  }
  if (rows.length) await tx.insert(contentTranslations).values(rows);
}
