import { policyTextsOf } from '@staybook/contract/content-translations';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  contentTranslations,
  propertyAmenities,
  propertyPolicies,
  roomAmenities,
  roomPolicies,
  roomTypes,
} from '../db/schema/index.js';
import { amenityGroupId } from '../lib/amenity-group-id.js';
import type { PropertyPlan } from './demo-catalogue.js';

/**
 * The demo's flagship properties in Hindi, Spanish, French and German (issue 43, docs/languages.md "Content per
 * language"): the property's description and each room type's, translated from the English the demo generates (kept here beside
 * each, so content-translations.test.ts fails the day the English changes and a translation would say something
 * else). Property and room names are names, as entered; everything else falls back to English.
 */
interface Words {
  english: string;
  hi: string;
  de: string;
  es: string;
  fr: string;
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
const GOAN_ROOMS_ES =
  'Las habitaciones se abren a galerías y jardines, con azulejos de la época portuguesa, teca y sábanas impecables. La cocina sirve clásicos goanos —curry de gambas, cafreal, bebinca— y por la mañana pan poi recién hecho y café bien cargado.';
const GOAN_ROOMS_FR =
  'Les chambres ouvrent sur des vérandas et des jardins, avec des carreaux de l’époque portugaise, du teck et un linge impeccable. La cuisine sert les classiques goanais — curry de crevettes, cafreal, bebinca — et, le matin, du pain poi frais et un café corsé.';
const TEAM_ES =
  'El equipo organiza motos, visitas a granjas de especias y salidas para ver delfines, y conoce cada chiringuito de playa que merece una tarde.';
const TEAM_FR =
  'L’équipe organise la location de scooters, des visites de plantations d’épices et des sorties pour voir les dauphins, et connaît chaque paillote de plage qui vaut une soirée.';
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
      es: `Coqueiro Grand es un hotel premium en Calangute, a poca distancia de la playa de Calangute.\n\n${GOAN_ROOMS_ES}\n\n${TEAM_ES} Reserva con antelación para Navidad y Año Nuevo, cuando no queda ni una habitación libre.`,
      fr: `Coqueiro Grand est un hôtel premium à Calangute, à deux pas de la plage de Calangute.\n\n${GOAN_ROOMS_FR}\n\n${TEAM_FR} Réservez tôt pour Noël et le Nouvel An, quand toutes les chambres sont prises.`,
    },
    rooms: {
      'Deluxe Room': {
        english: 'Deluxe Room with blackout curtains, in-room safe and smart tv. Sleeps 2 adults and 1 child.',
        hi: 'Deluxe Room, जिसमें ब्लैकआउट पर्दे, कमरे में तिजोरी और स्मार्ट टीवी हैं। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Deluxe Room mit Verdunkelungsvorhängen, Zimmersafe und Smart-TV. Für 2 Erwachsene und 1 Kind.',
        es: 'Deluxe Room con cortinas opacas, caja fuerte en la habitación y smart TV. Para 2 adultos y 1 niño.',
        fr: 'Deluxe Room avec rideaux occultants, coffre-fort en chambre et smart TV. Pour 2 adultes et 1 enfant.',
      },
      'Premium Sea View Room': {
        english: 'Premium Sea View Room with work desk, blackout curtains and free wi-fi. Sleeps 2 adults and 1 child.',
        hi: 'Premium Sea View Room, जिसमें काम करने की मेज़, ब्लैकआउट पर्दे और मुफ़्त वाई-फ़ाई हैं। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Premium Sea View Room mit Schreibtisch, Verdunkelungsvorhängen und kostenlosem WLAN. Für 2 Erwachsene und 1 Kind.',
        es: 'Premium Sea View Room con escritorio, cortinas opacas y wifi gratis. Para 2 adultos y 1 niño.',
        fr: 'Premium Sea View Room avec bureau, rideaux occultants et wifi gratuit. Pour 2 adultes et 1 enfant.',
      },
      'Family Room': {
        english: 'Family Room with minibar, work desk and air conditioning. Sleeps 4 adults and 2 children.',
        hi: 'Family Room, जिसमें मिनीबार, काम करने की मेज़ और एयर कंडीशनिंग है। इसमें 4 वयस्क और 2 बच्चे ठहर सकते हैं।',
        de: 'Family Room mit Minibar, Schreibtisch und Klimaanlage. Für 4 Erwachsene und 2 Kinder.',
        es: 'Family Room con minibar, escritorio y aire acondicionado. Para 4 adultos y 2 niños.',
        fr: 'Family Room avec minibar, bureau et climatisation. Pour 4 adultes et 2 enfants.',
      },
      'Junior Suite': {
        english: 'Junior Suite with fresh linen and towels, minibar and work desk. Sleeps 3 adults and 1 child.',
        hi: 'Junior Suite, जिसमें ताज़ा चादरें और तौलिये, मिनीबार और काम करने की मेज़ है। इसमें 3 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Junior Suite mit frischer Bettwäsche und Handtüchern, Minibar und Schreibtisch. Für 3 Erwachsene und 1 Kind.',
        es: 'Junior Suite con sábanas y toallas limpias, minibar y escritorio. Para 3 adultos y 1 niño.',
        fr: 'Junior Suite avec draps et serviettes propres, minibar et bureau. Pour 3 adultes et 1 enfant.',
      },
      'Pool Access Room': {
        english: 'Pool Access Room with free wi-fi, private balcony and minibar. Sleeps 2 adults and 1 child.',
        hi: 'Pool Access Room, जिसमें मुफ़्त वाई-फ़ाई, निजी बालकनी और मिनीबार है। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Pool Access Room mit kostenlosem WLAN, eigenem Balkon und Minibar. Für 2 Erwachsene und 1 Kind.',
        es: 'Pool Access Room con wifi gratis, balcón privado y minibar. Para 2 adultos y 1 niño.',
        fr: 'Pool Access Room avec wifi gratuit, balcon privé et minibar. Pour 2 adultes et 1 enfant.',
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
      es: `Villa Bela Vista es una villa de categoría élite en Assagao, a poca distancia de la iglesia de San Cayetano.\n\n${GOAN_ROOMS_ES}\n\n${TEAM_ES} Es una de las favoritas tanto para puentes largos como para vacaciones sin prisas.`,
      fr: `Villa Bela Vista est une villa d’exception à Assagao, à deux pas de l’église Saint-Gaétan.\n\n${GOAN_ROOMS_FR}\n\n${TEAM_FR} Elle est aussi appréciée pour les longs week-ends que pour des vacances sans hâte.`,
    },
    rooms: {
      'Entire 4-Bedroom Villa': {
        english:
          'Entire 4-Bedroom Villa with air conditioning, free wi-fi and work desk. Sleeps 8 adults and 3 children.',
        hi: 'पूरा 4-बेडरूम विला, जिसमें एयर कंडीशनिंग, मुफ़्त वाई-फ़ाई और काम करने की मेज़ है। इसमें 8 वयस्क और 3 बच्चे ठहर सकते हैं।',
        de: 'Die ganze Villa mit 4 Schlafzimmern, mit Klimaanlage, kostenlosem WLAN und Schreibtisch. Für 8 Erwachsene und 3 Kinder.',
        es: 'La villa entera de 4 dormitorios, con aire acondicionado, wifi gratis y escritorio. Para 8 adultos y 3 niños.',
        fr: 'La villa entière de 4 chambres, avec climatisation, wifi gratuit et bureau. Pour 8 adultes et 3 enfants.',
      },
      'Pool Suite': {
        english: 'Pool Suite with fresh linen and towels, free wi-fi and work desk. Sleeps 2 adults and 1 child.',
        hi: 'Pool Suite, जिसमें ताज़ा चादरें और तौलिये, मुफ़्त वाई-फ़ाई और काम करने की मेज़ है। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Pool Suite mit frischer Bettwäsche und Handtüchern, kostenlosem WLAN und Schreibtisch. Für 2 Erwachsene und 1 Kind.',
        es: 'Pool Suite con sábanas y toallas limpias, wifi gratis y escritorio. Para 2 adultos y 1 niño.',
        fr: 'Pool Suite avec draps et serviettes propres, wifi gratuit et bureau. Pour 2 adultes et 1 enfant.',
      },
      'Garden Bedroom': {
        english:
          'Garden Bedroom with hot shower, tea and coffee maker and blackout curtains. Sleeps 2 adults and 1 child.',
        hi: 'Garden Bedroom, जिसमें गर्म पानी का शावर, चाय-कॉफ़ी मेकर और ब्लैकआउट पर्दे हैं। इसमें 2 वयस्क और 1 बच्चा ठहर सकते हैं।',
        de: 'Garden Bedroom mit heißer Dusche, Tee- und Kaffeezubereiter und Verdunkelungsvorhängen. Für 2 Erwachsene und 1 Kind.',
        es: 'Garden Bedroom con ducha de agua caliente, hervidor de té y café y cortinas opacas. Para 2 adultos y 1 niño.',
        fr: 'Garden Bedroom avec douche chaude, plateau thé et café et rideaux occultants. Pour 2 adultes et 1 enfant.',
      },
    },
  },
];

/**
 * The flagships' amenities' and policies' words in Hindi, Spanish, French and German, by their English (the demo
 * draws them from one pool, amenities.ts and demo-catalogue.ts). A field whose English is not here stays English; a policy's points are
 * written only when every point has words (the property's own house times are worded from its times: `lineWords`).
 */
export const listWords: Record<string, Omit<Words, 'english'>> = {
  'Swimming pool': { hi: 'स्विमिंग पूल', de: 'Swimmingpool', es: 'Piscina', fr: 'Piscine' },
  'Outdoor pool with sun deck': {
    hi: 'धूप सेंकने के डेक के साथ खुला पूल',
    de: 'Außenpool mit Sonnendeck',
    es: 'Piscina exterior con solárium',
    fr: 'Piscine extérieure avec solarium',
  },
  'Open 7 AM to 8 PM; towels provided': {
    hi: 'सुबह 7 बजे से रात 8 बजे तक खुला; तौलिये दिए जाते हैं',
    de: 'Geöffnet von 7 bis 20 Uhr; Handtücher werden gestellt',
    es: 'Abierta de 7:00 a 20:00; se facilitan toallas',
    fr: 'Ouverte de 7 h à 20 h ; serviettes fournies',
  },
  'Free Wi-Fi': { hi: 'मुफ़्त वाई-फ़ाई', de: 'Kostenloses WLAN', es: 'Wifi gratis', fr: 'Wifi gratuit' },
  'Fibre internet in rooms and common areas': {
    hi: 'कमरों और साझा जगहों में फ़ाइबर इंटरनेट',
    de: 'Glasfaser-Internet in den Zimmern und Gemeinschaftsbereichen',
    es: 'Internet por fibra en las habitaciones y zonas comunes',
    fr: 'Internet par fibre dans les chambres et les espaces communs',
  },
  'Up to 100 Mbps': { hi: '100 Mbps तक', de: 'Bis zu 100 Mbit/s', es: 'Hasta 100 Mbps', fr: 'Jusqu’à 100 Mbit/s' },
  'Free parking': { hi: 'मुफ़्त पार्किंग', de: 'Kostenloses Parken', es: 'Aparcamiento gratuito', fr: 'Parking gratuit' },
  'Secure on-site parking': {
    hi: 'परिसर में सुरक्षित पार्किंग',
    de: 'Sichere Parkplätze vor Ort',
    es: 'Aparcamiento vigilado en el recinto',
    fr: 'Parking sécurisé sur place',
  },
  'Cars and two-wheelers': {
    hi: 'कार और दोपहिया वाहन',
    de: 'Autos und Zweiräder',
    es: 'Coches y motos',
    fr: 'Voitures et deux-roues',
  },
  Breakfast: { hi: 'नाश्ता', de: 'Frühstück', es: 'Desayuno', fr: 'Petit-déjeuner' },
  'Goan and continental breakfast': {
    hi: 'गोवा का और कॉन्टिनेंटल नाश्ता',
    de: 'Goanisches und kontinentales Frühstück',
    es: 'Desayuno goano y continental',
    fr: 'Petit-déjeuner goanais et continental',
  },
  'Served 7:30 AM to 10:30 AM': {
    hi: 'सुबह 7:30 से 10:30 बजे तक',
    de: 'Serviert von 7:30 bis 10:30 Uhr',
    es: 'De 7:30 a 10:30',
    fr: 'Servi de 7 h 30 à 10 h 30',
  },
  'Yoga deck': { hi: 'योग डेक', de: 'Yoga-Deck', es: 'Plataforma de yoga', fr: 'Terrasse de yoga' },
  'Morning yoga in the garden': {
    hi: 'बगीचे में सुबह का योग',
    de: 'Morgenyoga im Garten',
    es: 'Yoga matinal en el jardín',
    fr: 'Yoga du matin au jardin',
  },
  'Daily at 7 AM': {
    hi: 'रोज़ सुबह 7 बजे',
    de: 'Täglich um 7 Uhr',
    es: 'Todos los días a las 7:00',
    fr: 'Tous les jours à 7 h',
  },
  Restaurant: { hi: 'रेस्तराँ', de: 'Restaurant', es: 'Restaurante', fr: 'Restaurant' },
  'Goan seafood and coastal thalis': {
    hi: 'गोवा का सी-फ़ूड और तटीय थाली',
    de: 'Goanische Meeresfrüchte und Küsten-Thalis',
    es: 'Marisco goano y thalis de la costa',
    fr: 'Fruits de mer goanais et thalis de la côte',
  },
  'Lunch and dinner': {
    hi: 'दोपहर और रात का खाना',
    de: 'Mittag- und Abendessen',
    es: 'Almuerzo y cena',
    fr: 'Déjeuner et dîner',
  },
  'Room service': { hi: 'रूम सर्विस', de: 'Zimmerservice', es: 'Servicio de habitaciones', fr: 'Service en chambre' },
  'Meals to your room': {
    hi: 'खाना आपके कमरे तक',
    de: 'Mahlzeiten auf Ihr Zimmer',
    es: 'Comidas en tu habitación',
    fr: 'Repas servis dans votre chambre',
  },
  '7 AM to 11 PM': { hi: 'सुबह 7 से रात 11 बजे तक', de: '7 bis 23 Uhr', es: 'De 7:00 a 23:00', fr: 'De 7 h à 23 h' },
  '24/7 front desk': {
    hi: '24 घंटे फ़्रंट डेस्क',
    de: 'Rezeption rund um die Uhr',
    es: 'Recepción 24 horas',
    fr: 'Réception 24 h/24',
  },
  'Help at any hour': {
    hi: 'किसी भी समय मदद',
    de: 'Hilfe zu jeder Stunde',
    es: 'Ayuda a cualquier hora',
    fr: 'De l’aide à toute heure',
  },
  'Call 9 from your room': {
    hi: 'अपने कमरे से 9 डायल करें',
    de: 'Wählen Sie die 9 von Ihrem Zimmer',
    es: 'Marca el 9 desde tu habitación',
    fr: 'Composez le 9 depuis votre chambre',
  },
  'Airport transfers': {
    hi: 'हवाई अड्डे से आना-जाना',
    de: 'Flughafentransfers',
    es: 'Traslados al aeropuerto',
    fr: 'Transferts aéroport',
  },
  'Pick-up from GOX or GOI': {
    hi: 'GOX या GOI से पिक-अप',
    de: 'Abholung von GOX oder GOI',
    es: 'Recogida en GOX o GOI',
    fr: 'Prise en charge à GOX ou GOI',
  },
  'Chargeable; book 24 hours ahead': {
    hi: 'शुल्क लगता है; 24 घंटे पहले बुक करें',
    de: 'Kostenpflichtig; 24 Stunden im Voraus buchen',
    es: 'Con cargo; reserva con 24 horas de antelación',
    fr: 'Payant ; à réserver 24 heures à l’avance',
  },
  'Scooter rental': {
    hi: 'स्कूटर किराये पर',
    de: 'Motorrollerverleih',
    es: 'Alquiler de motos',
    fr: 'Location de scooters',
  },
  'Explore Goa on two wheels; licence required': {
    hi: 'दो पहियों पर गोवा घूमें; लाइसेंस ज़रूरी है',
    de: 'Goa auf zwei Rädern erkunden; Führerschein erforderlich',
    es: 'Recorre Goa sobre dos ruedas; se necesita carné',
    fr: 'Découvrez Goa à deux-roues ; permis obligatoire',
  },
  'Book at the front desk': {
    hi: 'फ़्रंट डेस्क पर बुक करें',
    de: 'Buchung an der Rezeption',
    es: 'Reserva en recepción',
    fr: 'Réservation à la réception',
  },
  Laundry: { hi: 'लॉन्ड्री', de: 'Wäscherei', es: 'Lavandería', fr: 'Blanchisserie' },
  'Same-day laundry service': {
    hi: 'उसी दिन कपड़े धुलाई',
    de: 'Wäscheservice am selben Tag',
    es: 'Servicio de lavandería en el día',
    fr: 'Blanchisserie le jour même',
  },
  Chargeable: { hi: 'शुल्क लगता है', de: 'Kostenpflichtig', es: 'Con cargo', fr: 'Payant' },
  Kitchen: { hi: 'रसोई', de: 'Küche', es: 'Cocina', fr: 'Cuisine' },
  'Fully equipped kitchen': {
    hi: 'पूरी तरह सुसज्जित रसोई',
    de: 'Voll ausgestattete Küche',
    es: 'Cocina totalmente equipada',
    fr: 'Cuisine entièrement équipée',
  },
  'Hob, fridge, microwave and utensils': {
    hi: 'चूल्हा, फ़्रिज, माइक्रोवेव और बर्तन',
    de: 'Kochfeld, Kühlschrank, Mikrowelle und Geschirr',
    es: 'Placa, nevera, microondas y menaje',
    fr: 'Plaques, réfrigérateur, micro-ondes et ustensiles',
  },
  'Caretaker on call': {
    hi: 'बुलाने पर केयरटेकर',
    de: 'Hausmeister auf Abruf',
    es: 'Encargado disponible',
    fr: 'Gardien disponible',
  },
  'A caretaker lives on site': {
    hi: 'एक केयरटेकर परिसर में ही रहता है',
    de: 'Ein Hausmeister wohnt vor Ort',
    es: 'Un encargado vive en la propiedad',
    fr: 'Un gardien habite sur place',
  },
  'From 7 AM to 10 PM': {
    hi: 'सुबह 7 से रात 10 बजे तक',
    de: 'Von 7 bis 22 Uhr',
    es: 'De 7:00 a 22:00',
    fr: 'De 7 h à 22 h',
  },
  'Guest profile': { hi: 'मेहमान', de: 'Gäste', es: 'Huéspedes', fr: 'Voyageurs' },
  'Primary guest must be at least 18 years old.': {
    hi: 'मुख्य मेहमान की उम्र कम से कम 18 वर्ष होनी चाहिए।',
    de: 'Der Hauptgast muss mindestens 18 Jahre alt sein.',
    es: 'El huésped principal debe tener al menos 18 años.',
    fr: 'Le voyageur principal doit avoir au moins 18 ans.',
  },
  'Unmarried couples are welcome.': {
    hi: 'अविवाहित जोड़ों का स्वागत है।',
    de: 'Unverheiratete Paare sind willkommen.',
    es: 'Las parejas no casadas son bienvenidas.',
    fr: 'Les couples non mariés sont les bienvenus.',
  },
  'Valid government photo ID (Aadhaar, passport, driving licence or voter ID) is required at check-in for every adult.':
    {
      hi: 'चेक-इन पर हर वयस्क के लिए मान्य सरकारी फ़ोटो पहचान पत्र (आधार, पासपोर्ट, ड्राइविंग लाइसेंस या वोटर आईडी) ज़रूरी है।',
      de: 'Beim Check-in braucht jeder Erwachsene einen gültigen amtlichen Lichtbildausweis (Aadhaar, Reisepass, Führerschein oder Wählerausweis).',
      es: 'Cada adulto debe presentar al llegar un documento oficial con foto válido (Aadhaar, pasaporte, carné de conducir o tarjeta de votante).',
      fr: 'Chaque adulte doit présenter à l’arrivée une pièce d’identité officielle avec photo en cours de validité (Aadhaar, passeport, permis de conduire ou carte d’électeur).',
    },
  'Check-in and check-out': {
    hi: 'चेक-इन और चेक-आउट',
    de: 'Check-in und Check-out',
    es: 'Entrada y salida',
    fr: 'Arrivée et départ',
  },
  'Early check-in and late check-out are subject to availability and may be charged.': {
    hi: 'जल्दी चेक-इन और देर से चेक-आउट उपलब्धता पर निर्भर हैं और उनका शुल्क लग सकता है।',
    de: 'Früher Check-in und später Check-out sind je nach Verfügbarkeit möglich und können berechnet werden.',
    es: 'La entrada anticipada y la salida tardía dependen de la disponibilidad y pueden tener un cargo.',
    fr: 'L’arrivée anticipée et le départ tardif dépendent des disponibilités et peuvent être facturés.',
  },
  'Food and beverage': { hi: 'खान-पान', de: 'Essen und Getränke', es: 'Comida y bebida', fr: 'Repas et boissons' },
  'Outside food is not allowed in common areas.': {
    hi: 'साझा जगहों में बाहर का खाना मना है।',
    de: 'Mitgebrachtes Essen ist in den Gemeinschaftsbereichen nicht erlaubt.',
    es: 'No se permite comida de fuera en las zonas comunes.',
    fr: 'La nourriture apportée de l’extérieur n’est pas autorisée dans les espaces communs.',
  },
  'Non-vegetarian food is served.': {
    hi: 'मांसाहारी भोजन परोसा जाता है।',
    de: 'Es werden auch Fleisch und Fisch serviert.',
    es: 'Se sirven platos con carne y pescado.',
    fr: 'Des plats non végétariens sont servis.',
  },
  'Vegetarian and Jain meals on request.': {
    hi: 'अनुरोध पर शाकाहारी और जैन भोजन।',
    de: 'Vegetarische und Jain-Mahlzeiten auf Anfrage.',
    es: 'Comidas vegetarianas y jainistas bajo petición.',
    fr: 'Repas végétariens et jaïns sur demande.',
  },
  Pets: { hi: 'पालतू जानवर', de: 'Haustiere', es: 'Mascotas', fr: 'Animaux' },
  'Pets are welcome; please tell us when you book.': {
    hi: 'पालतू जानवरों का स्वागत है; बुक करते समय हमें बताएँ।',
    de: 'Haustiere sind willkommen; bitte sagen Sie es uns bei der Buchung.',
    es: 'Las mascotas son bienvenidas; avísanos al reservar.',
    fr: 'Les animaux sont les bienvenus ; merci de nous prévenir à la réservation.',
  },
  'Pets are not allowed; service animals are welcome.': {
    hi: 'पालतू जानवर मना हैं; सेवा-पशुओं का स्वागत है।',
    de: 'Haustiere sind nicht erlaubt; Assistenztiere sind willkommen.',
    es: 'No se admiten mascotas; los animales de asistencia son bienvenidos.',
    fr: 'Les animaux ne sont pas admis ; les animaux d’assistance sont les bienvenus.',
  },
  'House rules': { hi: 'घर के नियम', de: 'Hausregeln', es: 'Normas de la casa', fr: 'Règlement intérieur' },
  'Quiet hours are from 10:00 PM to 7:00 AM.': {
    hi: 'रात 10:00 बजे से सुबह 7:00 बजे तक शांति का समय है।',
    de: 'Nachtruhe ist von 22:00 bis 7:00 Uhr.',
    es: 'Se pide silencio de 22:00 a 7:00.',
    fr: 'Le silence est de rigueur de 22 h à 7 h.',
  },
  'Smoking only in designated outdoor areas.': {
    hi: 'धूम्रपान केवल तय की गई बाहरी जगहों पर।',
    de: 'Rauchen nur in den ausgewiesenen Außenbereichen.',
    es: 'Solo se puede fumar en las zonas exteriores habilitadas.',
    fr: 'Il est permis de fumer uniquement dans les espaces extérieurs prévus.',
  },
  'Parties and loud music need prior permission.': {
    hi: 'पार्टी और तेज़ संगीत के लिए पहले से अनुमति लें।',
    de: 'Partys und laute Musik nur mit vorheriger Erlaubnis.',
    es: 'Las fiestas y la música alta requieren permiso previo.',
    fr: 'Les fêtes et la musique forte nécessitent une autorisation préalable.',
  },
  'Your rate decides': {
    hi: 'आपकी दर तय करती है',
    de: 'Ihr Tarif entscheidet',
    es: 'Depende de tu tarifa',
    fr: 'Selon votre tarif',
  },
  'Each rate shows its own cancellation terms; your booking keeps the terms of the rate you chose.': {
    hi: 'हर दर अपनी रद्द करने की शर्तें दिखाती है; आपकी बुकिंग में वही शर्तें रहती हैं जो आपकी चुनी दर की हैं।',
    de: 'Jeder Tarif nennt seine eigenen Stornobedingungen; Ihre Buchung behält die Bedingungen des gewählten Tarifs.',
    es: 'Cada tarifa muestra sus propias condiciones de cancelación; tu reserva conserva las de la tarifa que elegiste.',
    fr: 'Chaque tarif indique ses propres conditions d’annulation ; votre réservation conserve celles du tarif choisi.',
  },
  'No-show': { hi: 'न आने पर', de: 'Nichterscheinen', es: 'No presentación', fr: 'Non-présentation' },
  'A no-show is charged the full booking amount.': {
    hi: 'न आने पर बुकिंग की पूरी राशि ली जाती है।',
    de: 'Bei Nichterscheinen wird der volle Buchungsbetrag berechnet.',
    es: 'Si no te presentas, se cobra el importe total de la reserva.',
    fr: 'En cas de non-présentation, le montant total de la réservation est facturé.',
  },
  Refunds: { hi: 'रिफ़ंड', de: 'Erstattungen', es: 'Reembolsos', fr: 'Remboursements' },
  'Refunds reach the original payment method in 7 to 14 working days.': {
    hi: 'रिफ़ंड 7 से 14 कार्य-दिवसों में भुगतान के मूल तरीक़े पर पहुँचता है।',
    de: 'Erstattungen gehen innerhalb von 7 bis 14 Werktagen auf das ursprüngliche Zahlungsmittel.',
    es: 'Los reembolsos llegan al medio de pago original en un plazo de 7 a 14 días hábiles.',
    fr: 'Les remboursements arrivent sur le moyen de paiement d’origine sous 7 à 14 jours ouvrés.',
  },
};

/**
 * A room's amenities' (name, description) and policies' (title, description) words in Hindi, Spanish, French and
 * German, by their English (amenities.ts's room pool, demo-catalogue.ts's room policies). A policy's description made from the room's
 * occupancy or the age bands stays English.
 */
export const roomListWords: Record<string, Omit<Words, 'english'>> = {
  'Free Wi-Fi': { hi: 'मुफ़्त वाई-फ़ाई', de: 'Kostenloses WLAN', es: 'Wifi gratis', fr: 'Wifi gratuit' },
  'High-speed fibre internet': {
    hi: 'तेज़ फ़ाइबर इंटरनेट',
    de: 'Schnelles Glasfaser-Internet',
    es: 'Internet por fibra de alta velocidad',
    fr: 'Internet par fibre à haut débit',
  },
  'Air conditioning': { hi: 'एयर कंडीशनिंग', de: 'Klimaanlage', es: 'Aire acondicionado', fr: 'Climatisation' },
  'Individually controlled split AC': {
    hi: 'अपने हिसाब से चलने वाला स्प्लिट एसी',
    de: 'Einzeln regelbare Split-Klimaanlage',
    es: 'Aire acondicionado split con control individual',
    fr: 'Climatisation split réglable individuellement',
  },
  'Fresh linen and towels': {
    hi: 'साफ़ चादरें और तौलिये',
    de: 'Frische Bettwäsche und Handtücher',
    es: 'Sábanas y toallas limpias',
    fr: 'Draps et serviettes propres',
  },
  'Changed every day': {
    hi: 'हर दिन बदले जाते हैं',
    de: 'Täglich gewechselt',
    es: 'Se cambian cada día',
    fr: 'Changés tous les jours',
  },
  'Hot shower': { hi: 'गरम पानी का शावर', de: 'Warme Dusche', es: 'Ducha de agua caliente', fr: 'Douche chaude' },
  'Hot water round the clock': {
    hi: 'चौबीसों घंटे गरम पानी',
    de: 'Rund um die Uhr warmes Wasser',
    es: 'Agua caliente a todas horas',
    fr: 'Eau chaude 24 h/24',
  },
  'Smart TV': { hi: 'स्मार्ट टीवी', de: 'Smart-TV', es: 'Smart TV', fr: 'Smart TV' },
  'Streaming apps and satellite channels': {
    hi: 'स्ट्रीमिंग ऐप और सैटेलाइट चैनल',
    de: 'Streaming-Apps und Satellitenprogramme',
    es: 'Apps de streaming y canales por satélite',
    fr: 'Applications de streaming et chaînes satellite',
  },
  'Tea and coffee maker': {
    hi: 'चाय और कॉफ़ी मेकर',
    de: 'Tee- und Kaffeezubereiter',
    es: 'Hervidor de té y café',
    fr: 'Plateau thé et café',
  },
  'Filter coffee and Darjeeling tea': {
    hi: 'फ़िल्टर कॉफ़ी और दार्जिलिंग चाय',
    de: 'Filterkaffee und Darjeeling-Tee',
    es: 'Café de filtro y té Darjeeling',
    fr: 'Café filtre et thé Darjeeling',
  },
  'Work desk': { hi: 'काम की मेज़', de: 'Schreibtisch', es: 'Escritorio', fr: 'Bureau' },
  'Chair and desk lamp': {
    hi: 'कुर्सी और टेबल लैंप',
    de: 'Stuhl und Schreibtischlampe',
    es: 'Silla y lámpara de escritorio',
    fr: 'Chaise et lampe de bureau',
  },
  'In-room safe': {
    hi: 'कमरे में तिजोरी',
    de: 'Zimmersafe',
    es: 'Caja fuerte en la habitación',
    fr: 'Coffre-fort en chambre',
  },
  'Laptop-sized electronic safe': {
    hi: 'लैपटॉप के आकार की इलेक्ट्रॉनिक तिजोरी',
    de: 'Elektronischer Safe in Laptopgröße',
    es: 'Caja fuerte electrónica con cabida para un portátil',
    fr: 'Coffre-fort électronique de la taille d’un ordinateur portable',
  },
  Minibar: { hi: 'मिनीबार', de: 'Minibar', es: 'Minibar', fr: 'Minibar' },
  'Chilled soft drinks and local snacks': {
    hi: 'ठंडे सॉफ़्ट ड्रिंक और स्थानीय नाश्ता',
    de: 'Gekühlte Softdrinks und regionale Snacks',
    es: 'Refrescos fríos y aperitivos locales',
    fr: 'Boissons fraîches et en-cas locaux',
  },
  'Private balcony': { hi: 'निजी बालकनी', de: 'Eigener Balkon', es: 'Balcón privado', fr: 'Balcon privé' },
  'Sit-out with chairs': {
    hi: 'कुर्सियों के साथ बैठने की जगह',
    de: 'Sitzplatz im Freien mit Stühlen',
    es: 'Terraza con sillas',
    fr: 'Coin extérieur avec chaises',
  },
  Bathtub: { hi: 'बाथटब', de: 'Badewanne', es: 'Bañera', fr: 'Baignoire' },
  'Deep soaking tub': { hi: 'गहरा बाथटब', de: 'Tiefe Badewanne', es: 'Bañera profunda', fr: 'Baignoire profonde' },
  Kitchenette: { hi: 'छोटी रसोई', de: 'Kochnische', es: 'Cocina americana', fr: 'Kitchenette' },
  'Induction hob, fridge and microwave': {
    hi: 'इंडक्शन चूल्हा, फ़्रिज और माइक्रोवेव',
    de: 'Induktionskochfeld, Kühlschrank und Mikrowelle',
    es: 'Placa de inducción, nevera y microondas',
    fr: 'Plaque à induction, réfrigérateur et micro-ondes',
  },
  Locker: { hi: 'लॉकर', de: 'Schließfach', es: 'Taquilla', fr: 'Casier' },
  'Lockable locker under the bed (bring a padlock)': {
    hi: 'बिस्तर के नीचे ताला लगने वाला लॉकर (अपना ताला लाएँ)',
    de: 'Abschließbares Fach unter dem Bett (Vorhängeschloss mitbringen)',
    es: 'Taquilla con cierre bajo la cama (trae un candado)',
    fr: 'Casier verrouillable sous le lit (apportez un cadenas)',
  },
  'Reading light and socket': {
    hi: 'पढ़ने की बत्ती और सॉकेट',
    de: 'Leselampe und Steckdose',
    es: 'Luz de lectura y enchufe',
    fr: 'Liseuse et prise',
  },
  'Your own light and power socket by the bed': {
    hi: 'बिस्तर के पास आपकी अपनी बत्ती और बिजली का सॉकेट',
    de: 'Eigene Lampe und Steckdose am Bett',
    es: 'Tu propia luz y enchufe junto a la cama',
    fr: 'Votre propre lampe et prise électrique près du lit',
  },
  'Blackout curtains': {
    hi: 'रोशनी रोकने वाले पर्दे',
    de: 'Verdunkelungsvorhänge',
    es: 'Cortinas opacas',
    fr: 'Rideaux occultants',
  },
  'For long, lazy mornings': {
    hi: 'लंबी, आराम भरी सुबहों के लिए',
    de: 'Für lange, gemütliche Morgen',
    es: 'Para mañanas largas y tranquilas',
    fr: 'Pour de longues grasses matinées',
  },
  Occupancy: { hi: 'ठहरने वाले', de: 'Belegung', es: 'Ocupación', fr: 'Occupation' },
  Smoking: { hi: 'धूम्रपान', de: 'Rauchen', es: 'Fumar', fr: 'Tabac' },
  'This is a non-smoking room; a cleaning fee applies otherwise.': {
    hi: 'यह धूम्रपान-रहित कमरा है; धूम्रपान करने पर सफ़ाई शुल्क लगता है।',
    de: 'Dies ist ein Nichtraucherzimmer; andernfalls fällt eine Reinigungsgebühr an.',
    es: 'Esta habitación es para no fumadores; de lo contrario, se aplica un cargo de limpieza.',
    fr: 'Cette chambre est non-fumeur ; à défaut, des frais de nettoyage s’appliquent.',
  },
  Children: { hi: 'बच्चे', de: 'Kinder', es: 'Niños', fr: 'Enfants' },
  Visitors: { hi: 'मेहमान', de: 'Besucher', es: 'Visitas', fr: 'Visiteurs' },
  'Visitors are welcome in common areas until 9:00 PM.': {
    hi: 'मेहमान रात 9:00 बजे तक साझा जगहों में आ सकते हैं।',
    de: 'Besucher sind bis 21:00 Uhr in den Gemeinschaftsbereichen willkommen.',
    es: 'Las visitas son bienvenidas en las zonas comunes hasta las 21:00.',
    fr: 'Les visiteurs sont les bienvenus dans les espaces communs jusqu’à 21 h.',
  },
};

/**
 * The flagships' amenity group headings (amenities.ts `amenityGroupsOf`) in Hindi, Spanish, French and German: a
 * group's words are keyed by its property and English heading (`amenityGroupId`, migration 0040), written once a group.
 */
export const groupWords: Record<string, Omit<Words, 'english'>> = {
  Popular: { hi: 'लोकप्रिय', es: 'Lo más popular', fr: 'Les plus demandés', de: 'Beliebt' },
  Wellness: { hi: 'सेहत और सुकून', es: 'Bienestar', fr: 'Bien-être', de: 'Wellness' },
  'Food & Drink': { hi: 'खान-पान', es: 'Comida y bebida', fr: 'Restauration', de: 'Essen & Trinken' },
  Services: { hi: 'सेवाएँ', es: 'Servicios', fr: 'Services', de: 'Service' },
};

/** A line's words: from `listWords`, or the house times' sentence (seed/sales-terms.ts houseTimesText) with its times. */
export function lineWords(line: string): Omit<Words, 'english'> | undefined {
  const times = /^Check-in from (.+); check-out by (.+)\.$/.exec(line);
  if (times) {
    const [, from, by] = times;
    return {
      hi: `चेक-इन ${from} से; चेक-आउट ${by} तक।`,
      de: `Check-in ab ${from}; Check-out bis ${by}.`,
      es: `Entrada a partir de las ${from}; salida hasta las ${by}.`,
      fr: `Arrivée à partir de ${from} ; départ jusqu’à ${by}.`,
    };
  }
  return listWords[line];
}

/**
 * The flagships' Hindi, Spanish, French and German words, for the seeded ids. A flagship missing from `plans` (a
 * scaled or trimmed catalogue) or a room it no longer has is skipped; an English that no longer matches is not written (the test
 * says so first).
 */
export async function insertDemoTranslations(
  tx: DbOrTx,
  plans: readonly PropertyPlan[],
  propertyId: ReadonlyMap<string, string>,
  roomId: (slug: string, name: string) => string | undefined,
): Promise<void> {
  const rows: Array<typeof contentTranslations.$inferInsert> = [];
  const flagships = new Map<string, string>();
  for (const flagship of flagshipTranslations) {
    const plan = plans.find((p) => p.slug === flagship.slug);
    const id = propertyId.get(flagship.slug);
    if (!plan || !id) continue;
    flagships.set(id, flagship.slug);
    const add = (entityKind: string, entityId: string, words: Words, english: string) => {
      if (words.english !== english) return;
      for (const language of ['hi', 'es', 'fr', 'de'] as const)
        rows.push({
          propertyId: id,
          entityKind,
          entityId,
          language,
          field: 'description',
          value: words[language],
          source: english,
        });
    };
    add('property', id, flagship.description, plan.description);
    for (const room of plan.rooms) {
      const words = flagship.rooms[room.name];
      const roomTypeId = roomId(flagship.slug, room.name);
      if (words && roomTypeId) add('room_type', roomTypeId, words, room.description);
    }
  }
  const ids = [...flagships.keys()];
  if (ids.length) {
    const [amenities, policies] = await Promise.all([
      tx.select().from(propertyAmenities).where(inArray(propertyAmenities.propertyId, ids)),
      tx.select().from(propertyPolicies).where(inArray(propertyPolicies.propertyId, ids)),
    ]);
    const field = (kind: string, row: { id: string; propertyId: string }, name: string, english: string) => {
      const lines = english.split('\n');
      if (!english || !lines.every((line) => lineWords(line))) return;
      for (const language of ['hi', 'es', 'fr', 'de'] as const)
        rows.push({
          propertyId: row.propertyId,
          entityKind: kind,
          entityId: row.id,
          language,
          field: name,
          value: lines.map((line) => lineWords(line)![language]).join('\n'),
          source: english,
        });
    };
    for (const a of amenities)
      for (const name of ['title', 'description', 'details'] as const) field('property_amenity', a, name, a[name]);
    // Each group's heading once (its amenities share it), keyed by the property and the English heading.
    const groups = new Map(amenities.map((a) => [amenityGroupId(a.propertyId, a.groupTitle), a] as const));
    for (const [groupId, a] of groups) {
      const words = groupWords[a.groupTitle];
      if (!words) continue;
      for (const language of ['hi', 'es', 'fr', 'de'] as const)
        rows.push({
          propertyId: a.propertyId,
          entityKind: 'amenity_group',
          entityId: groupId,
          language,
          field: 'title',
          value: words[language],
          source: a.groupTitle,
        });
    }
    for (const x of policies) {
      field('property_policy', x, 'title', x.title);
      field('property_policy', x, 'texts', policyTextsOf(x.texts));
    }
    // A room's amenities and policies (0038): each field whose English the demo's pools word.
    const [roomAmenityRows, roomPolicyRows] = await Promise.all([
      tx
        .select({
          id: roomAmenities.id,
          propertyId: roomTypes.propertyId,
          name: roomAmenities.name,
          description: roomAmenities.description,
        })
        .from(roomAmenities)
        .innerJoin(roomTypes, eq(roomTypes.id, roomAmenities.roomTypeId))
        .where(inArray(roomTypes.propertyId, ids)),
      tx
        .select({
          id: roomPolicies.id,
          propertyId: roomTypes.propertyId,
          title: roomPolicies.title,
          description: roomPolicies.description,
        })
        .from(roomPolicies)
        .innerJoin(roomTypes, eq(roomTypes.id, roomPolicies.roomTypeId))
        .where(inArray(roomTypes.propertyId, ids)),
    ]);
    const roomField = (kind: string, row: { id: string; propertyId: string }, name: string, english: string) => {
      const words = roomListWords[english];
      if (!words) return;
      for (const language of ['hi', 'es', 'fr', 'de'] as const)
        rows.push({
          propertyId: row.propertyId,
          entityKind: kind,
          entityId: row.id,
          language,
          field: name,
          value: words[language],
          source: english,
        });
    };
    for (const a of roomAmenityRows)
      for (const name of ['name', 'description'] as const) roomField('room_amenity', a, name, a[name]);
    for (const x of roomPolicyRows)
      for (const name of ['title', 'description'] as const) roomField('room_policy', x, name, x[name]);
  }
  if (rows.length) await tx.insert(contentTranslations).values(rows);
}
