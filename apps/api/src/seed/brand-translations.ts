import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  categories,
  contentTranslations,
  deals,
  extras,
  heroSlides,
  nearbyPlaces,
  promotions,
  ratePlans,
  roomTypes,
} from '../db/schema/index.js';

/** One English text's words in each language the demo carries. */
type DemoWords = { hi: string; de: string; es: string; fr: string };

/**
 * The demo's brand words in Hindi, Spanish, French and German (issue 43, docs/languages.md "Content per language"):
 * the home's hero slides, deal cards and category tiles, the promotions' and the flagships' rate plans' names, the
 * extras. Keyed by the English the demo seeds, so a row whose English is not here (renamed in the demo, or entered in
 * the console) stays English; brand-translations.test.ts fails the day the seeded English no longer has its words.
 */

export const brandWords: Record<string, DemoWords> = {
  // Hero slides
  'Luxury Villas in Goa': {
    hi: 'गोवा में आलीशान विला',
    de: 'Luxusvillen in Goa',
    es: 'Villas de lujo en Goa',
    fr: 'Villas de luxe à Goa',
  },
  'Private pools, Portuguese charm': {
    hi: 'निजी पूल, पुर्तगाली आकर्षण',
    de: 'Private Pools, portugiesischer Charme',
    es: 'Piscinas privadas, encanto portugués',
    fr: 'Piscines privées, charme portugais',
  },
  'Whole villas for families and friends, from Assagao to Siolim.': {
    hi: 'परिवार और दोस्तों के लिए पूरे विला, असगाओ से सियोलिम तक।',
    de: 'Ganze Villen für Familien und Freunde, von Assagao bis Siolim.',
    es: 'Villas enteras para familias y amigos, de Assagao a Siolim.',
    fr: 'Des villas entières pour la famille et les amis, d’Assagao à Siolim.',
  },
  'Explore villas': { hi: 'विला देखें', de: 'Villen entdecken', es: 'Ver villas', fr: 'Découvrir les villas' },
  'Beachfront Paradise': {
    hi: 'समुद्र तट पर स्वर्ग',
    de: 'Paradies am Strand',
    es: 'Un paraíso frente al mar',
    fr: 'Le paradis en bord de mer',
  },
  'Wake up to the Arabian Sea': {
    hi: 'अरब सागर के सामने जागिए',
    de: 'Aufwachen am Arabischen Meer',
    es: 'Despierta frente al mar Arábigo',
    fr: 'Réveillez-vous face à la mer d’Arabie',
  },
  'Hotels and cottages steps from Baga, Palolem and Colva.': {
    hi: 'बागा, पालोलेम और कोलवा से कुछ ही क़दमों पर होटल और कॉटेज।',
    de: 'Hotels und Cottages wenige Schritte von Baga, Palolem und Colva.',
    es: 'Hoteles y cabañas a pocos pasos de Baga, Palolem y Colva.',
    fr: 'Des hôtels et des cottages à deux pas de Baga, Palolem et Colva.',
  },
  'Find beach stays': {
    hi: 'समुद्र तट के ठिकाने खोजें',
    de: 'Strandunterkünfte finden',
    es: 'Buscar alojamientos de playa',
    fr: 'Trouver un séjour à la plage',
  },
  'Mountain Retreats': {
    hi: 'पहाड़ों के ठिकाने',
    de: 'Rückzugsorte in den Bergen',
    es: 'Refugios de montaña',
    fr: 'Refuges à la montagne',
  },
  'Cool air, long views': {
    hi: 'ठंडी हवा, दूर तक नज़ारे',
    de: 'Kühle Luft, weite Blicke',
    es: 'Aire fresco, vistas lejanas',
    fr: 'Air frais, vues dégagées',
  },
  'Cottages and homes in Manali, Coorg and Lonavala.': {
    hi: 'मनाली, कूर्ग और लोनावला में कॉटेज और घर।',
    de: 'Cottages und Häuser in Manali, Coorg und Lonavala.',
    es: 'Cabañas y casas en Manali, Coorg y Lonavala.',
    fr: 'Des cottages et des maisons à Manali, Coorg et Lonavala.',
  },
  'See retreats': { hi: 'ठिकाने देखें', de: 'Rückzugsorte ansehen', es: 'Ver refugios', fr: 'Voir les refuges' },
  'Luxury Resorts': { hi: 'आलीशान रिसॉर्ट', de: 'Luxusresorts', es: 'Resorts de lujo', fr: 'Complexes de luxe' },
  'Staybook Signature': {
    hi: 'Staybook Signature',
    de: 'Staybook Signature',
    es: 'Staybook Signature',
    fr: 'Staybook Signature',
  },
  'Our finest pavilions and pool villas, with butlers on call.': {
    hi: 'हमारे सबसे बेहतरीन पवेलियन और पूल विला, बुलाने पर बटलर के साथ।',
    de: 'Unsere schönsten Pavillons und Poolvillen, mit Butler auf Abruf.',
    es: 'Nuestros mejores pabellones y villas con piscina, con mayordomo a su disposición.',
    fr: 'Nos plus beaux pavillons et villas avec piscine, avec majordome à disposition.',
  },
  'Discover Signature': {
    hi: 'Signature देखें',
    de: 'Signature entdecken',
    es: 'Descubrir Signature',
    fr: 'Découvrir Signature',
  },
  'Cozy Cottages': { hi: 'आरामदेह कॉटेज', de: 'Gemütliche Cottages', es: 'Cabañas acogedoras', fr: 'Cottages douillets' },
  'Slow days among the palms': {
    hi: 'ताड़ के पेड़ों के बीच सुस्त दिन',
    de: 'Ruhige Tage unter Palmen',
    es: 'Días tranquilos entre palmeras',
    fr: 'Des journées paisibles parmi les palmiers',
  },
  'Garden cottages and homestays for unhurried holidays.': {
    hi: 'इत्मीनान की छुट्टियों के लिए बगीचे वाले कॉटेज और होमस्टे।',
    de: 'Gartencottages und Homestays für Ferien ohne Eile.',
    es: 'Cabañas con jardín y casas de huéspedes para unas vacaciones sin prisas.',
    fr: 'Des cottages avec jardin et des chambres chez l’habitant pour des vacances sans hâte.',
  },
  'Browse budget stays': {
    hi: 'किफ़ायती ठिकाने देखें',
    de: 'Günstige Unterkünfte ansehen',
    es: 'Ver alojamientos económicos',
    fr: 'Voir les séjours petit budget',
  },
  // Home deal cards' lines (their titles are the properties' names, as entered)
  'Stay 3 nights, pay for 2': {
    hi: '3 रातें ठहरें, 2 का भुगतान करें',
    de: '3 Nächte bleiben, 2 bezahlen',
    es: 'Quédate 3 noches, paga 2',
    fr: 'Restez 3 nuits, payez-en 2',
  },
  '20% off monsoon weekends': {
    hi: 'मानसून के सप्ताहांत पर 20% छूट',
    de: '20 % Rabatt an Monsun-Wochenenden',
    es: '20 % de descuento los fines de semana del monzón',
    fr: '20 % de réduction les week-ends de mousson',
  },
  'Free airport pick-up': {
    hi: 'हवाई अड्डे से मुफ़्त पिक-अप',
    de: 'Kostenlose Abholung vom Flughafen',
    es: 'Recogida gratuita en el aeropuerto',
    fr: 'Accueil gratuit à l’aéroport',
  },
  'Breakfast on us': {
    hi: 'नाश्ता हमारी ओर से',
    de: 'Frühstück geht auf uns',
    es: 'El desayuno corre de nuestra cuenta',
    fr: 'Le petit-déjeuner est offert',
  },
  'Early-bird winter rates': {
    hi: 'सर्दियों की अर्ली-बर्ड दरें',
    de: 'Frühbucherpreise im Winter',
    es: 'Tarifas de invierno por reserva anticipada',
    fr: 'Tarifs d’hiver pour réservation anticipée',
  },
  // The early bird's card once its promotion is on (seed/promotions.ts)
  'Early bird: 15% off 120+ days ahead': {
    hi: 'अर्ली बर्ड: 120+ दिन पहले बुक करने पर 15% छूट',
    de: 'Frühbucher: 15 % Rabatt bei Buchung 120+ Tage im Voraus',
    es: 'Reserva anticipada: 15 % de descuento con más de 120 días de antelación',
    fr: 'Réservation anticipée : 15 % de réduction à plus de 120 jours',
  },
  'Free late check-out': {
    hi: 'मुफ़्त देर से चेक-आउट',
    de: 'Kostenloser später Check-out',
    es: 'Salida tardía gratuita',
    fr: 'Départ tardif gratuit',
  },
  // Promotions (the deals strip's names)
  'Stay 3, pay 2': {
    hi: '3 रातें ठहरें, 2 का भुगतान',
    de: '3 bleiben, 2 zahlen',
    es: 'Quédate 3, paga 2',
    fr: 'Restez 3, payez 2',
  },
  'Early bird 15% off': {
    hi: 'अर्ली बर्ड 15% छूट',
    de: 'Frühbucher 15 % Rabatt',
    es: 'Reserva anticipada, 15 % de descuento',
    fr: 'Réservation anticipée −15 %',
  },
  'Member rate 10% off': {
    hi: 'सदस्य दर 10% छूट',
    de: 'Mitgliederpreis 10 % Rabatt',
    es: 'Tarifa de socio, 10 % de descuento',
    fr: 'Tarif membre −10 %',
  },
  // Rate plans
  'Best flexible rate': {
    hi: 'सबसे अच्छी लचीली दर',
    de: 'Bester flexibler Preis',
    es: 'Mejor tarifa flexible',
    fr: 'Meilleur tarif flexible',
  },
  'Flexible rate': { hi: 'लचीली दर', de: 'Flexibler Preis', es: 'Tarifa flexible', fr: 'Tarif flexible' },
  'Non-refundable saver': {
    hi: 'नॉन-रिफ़ंडेबल बचत दर',
    de: 'Nicht erstattbarer Sparpreis',
    es: 'Tarifa económica no reembolsable',
    fr: 'Tarif économique non remboursable',
  },
  'Bed and breakfast': {
    hi: 'कमरा और नाश्ता',
    de: 'Übernachtung mit Frühstück',
    es: 'Alojamiento y desayuno',
    fr: 'Chambre et petit-déjeuner',
  },
  'Pay at the villa': {
    hi: 'विला पर भुगतान करें',
    de: 'Zahlung in der Villa',
    es: 'Pago en la villa',
    fr: 'Paiement à la villa',
  },
  '30% deposit, rest at check-in': {
    hi: '30% अग्रिम, बाक़ी चेक-इन पर',
    de: '30 % Anzahlung, Rest beim Check-in',
    es: '30 % de depósito, el resto al llegar',
    fr: 'Acompte de 30 %, le reste à l’arrivée',
  },
  // Extras
  'Airport transfer': {
    hi: 'हवाई अड्डे से आना-जाना',
    de: 'Flughafentransfer',
    es: 'Traslado al aeropuerto',
    fr: 'Transfert aéroport',
  },
  'A car with driver between Goa airport (Dabolim or Mopa) and the hotel, one way, up to 3 guests.': {
    hi: 'गोवा हवाई अड्डे (डाबोलिम या मोपा) और होटल के बीच ड्राइवर के साथ कार, एक तरफ़, 3 मेहमानों तक।',
    de: 'Ein Wagen mit Fahrer zwischen dem Flughafen Goa (Dabolim oder Mopa) und dem Hotel, eine Strecke, bis zu 3 Gäste.',
    es: 'Un coche con conductor entre el aeropuerto de Goa (Dabolim o Mopa) y el hotel, solo ida, hasta 3 huéspedes.',
    fr: 'Une voiture avec chauffeur entre l’aéroport de Goa (Dabolim ou Mopa) et l’hôtel, aller simple, jusqu’à 3 personnes.',
  },
  Breakfast: { hi: 'नाश्ता', de: 'Frühstück', es: 'Desayuno', fr: 'Petit-déjeuner' },
  'Breakfast buffet at the hotel’s restaurant.': {
    hi: 'होटल के रेस्तराँ में नाश्ते का बुफ़े।',
    de: 'Frühstücksbuffet im Restaurant des Hotels.',
    es: 'Desayuno bufé en el restaurante del hotel.',
    fr: 'Petit-déjeuner buffet au restaurant de l’hôtel.',
  },
  'Late check-out': { hi: 'देर से चेक-आउट', de: 'Später Check-out', es: 'Salida tardía', fr: 'Départ tardif' },
  'Keep the room until 6 pm on the day of departure.': {
    hi: 'जाने के दिन शाम 6 बजे तक कमरा अपने पास रखें।',
    de: 'Behalten Sie das Zimmer am Abreisetag bis 18 Uhr.',
    es: 'Conserva la habitación hasta las 18:00 el día de salida.',
    fr: 'Gardez la chambre jusqu’à 18 h le jour du départ.',
  },
  // Home's category tiles (a category's own name as the property cards word it: card.category)
  Villas: { hi: 'विला', de: 'Villen', es: 'Villas', fr: 'Villas' },
  Hotels: { hi: 'होटल', de: 'Hotels', es: 'Hoteles', fr: 'Hôtels' },
  Apartments: { hi: 'अपार्टमेंट', de: 'Apartments', es: 'Apartamentos', fr: 'Appartements' },
  Signature: { hi: 'सिग्नेचर', de: 'Signature', es: 'Signature', fr: 'Signature' },
  Cottages: { hi: 'कॉटेज', de: 'Cottages', es: 'Cabañas', fr: 'Cottages' },
  'Bed & Breakfast': {
    hi: 'बेड एंड ब्रेकफ़ास्ट',
    de: 'Frühstückspensionen',
    es: 'Casas de huéspedes',
    fr: 'Chambres d’hôtes',
  },
  Elite: { hi: 'एलीट', de: 'Elite', es: 'Elite', fr: 'Élite' },
  Premium: { hi: 'प्रीमियम', de: 'Premium', es: 'Premium', fr: 'Premium' },
  Standard: { hi: 'स्टैंडर्ड', de: 'Standard', es: 'Estándar', fr: 'Standard' },
  Budget: { hi: 'बजट', de: 'Budget', es: 'Económico', fr: 'Petit budget' },
  Imperial: { hi: 'इम्पीरियल', de: 'Imperial', es: 'Imperial', fr: 'Impérial' },
};

/**
 * The flagships' nearby places (seed/places.ts: Calangute's and Assagao's landmarks), name and address: German keeps
 * a place's own name where it has no other ('Calangute, Goa'), as a German guidebook does.
 */
export const placeWords: Record<string, DemoWords> = {
  'Calangute Beach': { hi: 'कलंगुट बीच', de: 'Strand von Calangute', es: 'Playa de Calangute', fr: 'Plage de Calangute' },
  'Calangute, Goa': { hi: 'कलंगुट, गोवा', de: 'Calangute, Goa', es: 'Calangute, Goa', fr: 'Calangute, Goa' },
  'Saturday Night Market': {
    hi: 'शनिवार रात का बाज़ार',
    de: 'Samstagabendmarkt',
    es: 'Mercado nocturno del sábado',
    fr: 'Marché de nuit du samedi',
  },
  'Arpora, Goa': { hi: 'अर्पोरा, गोवा', de: 'Arpora, Goa', es: 'Arpora, Goa', fr: 'Arpora, Goa' },
  'Fort Aguada': { hi: 'अगुआडा किला', de: 'Festung Aguada', es: 'Fuerte Aguada', fr: 'Fort Aguada' },
  'Candolim, Goa': { hi: 'कैंडोलिम, गोवा', de: 'Candolim, Goa', es: 'Candolim, Goa', fr: 'Candolim, Goa' },
  'Manohar International Airport (GOX)': {
    hi: 'मनोहर अंतरराष्ट्रीय हवाई अड्डा (GOX)',
    de: 'Internationaler Flughafen Manohar (GOX)',
    es: 'Aeropuerto Internacional Manohar (GOX)',
    fr: 'Aéroport international Manohar (GOX)',
  },
  'Mopa, Pernem, Goa': {
    hi: 'मोपा, पेरनेम, गोवा',
    de: 'Mopa, Pernem, Goa',
    es: 'Mopa, Pernem, Goa',
    fr: 'Mopa, Pernem, Goa',
  },
  'St Cajetan Church': {
    hi: 'सेंट काजेटन चर्च',
    de: 'St.-Cajetan-Kirche',
    es: 'Iglesia de San Cayetano',
    fr: 'Église Saint-Gaétan',
  },
  'Assagao, Goa': { hi: 'असगाओ, गोवा', de: 'Assagao, Goa', es: 'Assagao, Goa', fr: 'Assagao, Goa' },
  'Anjuna Beach': { hi: 'अंजुना बीच', de: 'Strand von Anjuna', es: 'Playa de Anjuna', fr: 'Plage d’Anjuna' },
  'Anjuna, Goa': { hi: 'अंजुना, गोवा', de: 'Anjuna, Goa', es: 'Anjuna, Goa', fr: 'Anjuna, Goa' },
  'Mapusa Market': { hi: 'मापुसा बाज़ार', de: 'Markt von Mapusa', es: 'Mercado de Mapusa', fr: 'Marché de Mapusa' },
  'Mapusa, Goa': { hi: 'मापुसा, गोवा', de: 'Mapusa, Goa', es: 'Mapusa, Goa', fr: 'Mapusa, Goa' },
};

type Row = typeof contentTranslations.$inferInsert;

/** One entity's fields in Hindi, Spanish, French and German, each where the demo's English has its words. */
function rowsOf(
  entityKind: string,
  entityId: string,
  propertyId: string | null,
  fields: Record<string, string>,
  dictionary: Record<string, DemoWords> = brandWords,
): Row[] {
  return Object.entries(fields).flatMap(([field, english]) => {
    const words = dictionary[english];
    if (!words) return [];
    return (['hi', 'es', 'fr', 'de'] as const).map((language) => ({
      propertyId,
      entityKind,
      entityId,
      language,
      field,
      value: words[language],
      source: english,
    }));
  });
}

/**
 * The brand's words for the seeded rows: every hero slide, deal card, promotion, online extra and category tile, and
 * the flagships' rate plans and nearby places (the other properties' stay English, as a brand that translated its
 * flagships first would).
 */
export async function insertDemoBrandTranslations(tx: DbOrTx, flagshipIds: readonly string[]): Promise<void> {
  const flagships = [...flagshipIds];
  const [slides, cards, promos, online, tiles, plans, places] = await Promise.all([
    tx.select().from(heroSlides),
    tx.select().from(deals),
    tx.select().from(promotions),
    tx.select().from(extras).where(eq(extras.offeredOnline, true)),
    tx.select().from(categories),
    flagships.length
      ? tx
          .select({ id: ratePlans.id, name: ratePlans.name, propertyId: roomTypes.propertyId })
          .from(ratePlans)
          .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
          .where(and(inArray(roomTypes.propertyId, flagships)))
      : Promise.resolve([]),
    flagships.length
      ? tx.select().from(nearbyPlaces).where(inArray(nearbyPlaces.propertyId, flagships))
      : Promise.resolve([]),
  ]);
  const rows = [
    ...slides.flatMap((h) =>
      rowsOf('hero_slide', h.id, null, {
        title: h.title,
        subtitle: h.subtitle,
        description: h.description,
        ctaText: h.ctaText,
      }),
    ),
    ...cards.flatMap((d) => rowsOf('deal', d.id, null, { title: d.title, subTitle: d.subTitle })),
    ...promos.flatMap((p) => rowsOf('promotion', p.id, null, { name: p.name })),
    ...online.flatMap((x) => rowsOf('extra', x.id, null, { name: x.name, description: x.description })),
    ...tiles.flatMap((c) => rowsOf('category', c.id, null, { name: c.name })),
    ...plans.flatMap((p) => rowsOf('rate_plan', p.id, p.propertyId, { name: p.name })),
    ...places.flatMap((n) =>
      rowsOf('nearby_place', n.id, n.propertyId, { name: n.name, address: n.address }, placeWords),
    ),
  ];
  if (rows.length) await tx.insert(contentTranslations).values(rows);
}
