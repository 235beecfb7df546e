import type { Language } from '@staybook/contract/languages';
import type { TaxDocumentKind } from '@staybook/contract/tax-documents';

/**
 * The tax document's headings in the guest's language, printed beside the English (issue 43 item 3): the document
 * stays in English, the law's language for the record (CGST Rules 46 and 53 ask for no other), and a guest who booked
 * in Hindi, Spanish, French or German reads what each part is. Only headings: the figures, names, SAC and the rules'
 * words (CGST, SGST, IGST, GSTIN) are the same on every copy. Server-only labels with no arguments, kept beside the
 * PDF they are drawn on (the guest site's catalogues are cut for the browser; no chunk would ever load these).
 * English is the key; `null` where a heading is not drawn in that language.
 */
export type Heading =
  | TaxDocumentKind
  | 'supplier'
  | 'billedTo'
  | 'placeOfSupply'
  | 'property'
  | 'stay'
  | 'reverseCharge'
  | 'taxableValue'
  | 'total'
  | 'totalCredited'
  | 'amountReceived'
  | 'amountRefunded'
  | 'signatory';

export type HeadingLanguage = Exclude<Language, 'en'>;

export const TAX_DOCUMENT_HEADINGS: Record<HeadingLanguage, Record<Heading, string>> = {
  hi: {
    invoice: 'कर बीजक',
    credit_note: 'क्रेडिट नोट',
    debit_note: 'डेबिट नोट',
    receipt_voucher: 'रसीद वाउचर',
    refund_voucher: 'धनवापसी वाउचर',
    supplier: 'आपूर्तिकर्ता',
    billedTo: 'बिल प्राप्तकर्ता',
    placeOfSupply: 'आपूर्ति का स्थान',
    property: 'संपत्ति',
    stay: 'ठहराव',
    reverseCharge: 'रिवर्स चार्ज पर देय कर',
    taxableValue: 'कर योग्य मूल्य',
    total: 'कुल',
    totalCredited: 'कुल जमा',
    amountReceived: 'प्राप्त राशि',
    amountRefunded: 'वापस की गई राशि',
    signatory: 'अधिकृत हस्ताक्षरकर्ता',
  },
  es: {
    invoice: 'Factura fiscal',
    credit_note: 'Nota de crédito',
    debit_note: 'Nota de débito',
    receipt_voucher: 'Comprobante de recibo',
    refund_voucher: 'Comprobante de reembolso',
    supplier: 'Proveedor',
    billedTo: 'Facturado a',
    placeOfSupply: 'Lugar de suministro',
    property: 'Alojamiento',
    stay: 'Estancia',
    reverseCharge: 'Impuesto por inversión del sujeto pasivo',
    taxableValue: 'Base imponible',
    total: 'Total',
    totalCredited: 'Total abonado',
    amountReceived: 'Importe recibido',
    amountRefunded: 'Importe reembolsado',
    signatory: 'Firmante autorizado',
  },
  fr: {
    invoice: 'Facture fiscale',
    credit_note: 'Avoir',
    debit_note: 'Note de débit',
    receipt_voucher: 'Bon de réception',
    refund_voucher: 'Bon de remboursement',
    supplier: 'Fournisseur',
    billedTo: 'Facturé à',
    placeOfSupply: 'Lieu de prestation',
    property: 'Établissement',
    stay: 'Séjour',
    reverseCharge: 'Taxe due par autoliquidation',
    taxableValue: 'Montant imposable',
    total: 'Total',
    totalCredited: 'Total crédité',
    amountReceived: 'Montant reçu',
    amountRefunded: 'Montant remboursé',
    signatory: 'Signataire autorisé',
  },
  de: {
    invoice: 'Steuerrechnung',
    credit_note: 'Gutschrift',
    debit_note: 'Belastungsanzeige',
    receipt_voucher: 'Empfangsbeleg',
    refund_voucher: 'Erstattungsbeleg',
    supplier: 'Leistungserbringer',
    billedTo: 'Rechnungsempfänger',
    placeOfSupply: 'Ort der Leistung',
    property: 'Unterkunft',
    stay: 'Aufenthalt',
    reverseCharge: 'Steuerschuldnerschaft des Empfängers',
    taxableValue: 'Steuerpflichtiger Betrag',
    total: 'Gesamt',
    totalCredited: 'Gutgeschrieben gesamt',
    amountReceived: 'Erhaltener Betrag',
    amountRefunded: 'Erstatteter Betrag',
    signatory: 'Zeichnungsberechtigte Person',
  },
};

/** The heading in the document's language, or null for English (nothing is printed beside it). */
export function headingIn(language: Language | undefined, heading: Heading): string | null {
  if (!language || language === 'en') return null;
  return TAX_DOCUMENT_HEADINGS[language][heading];
}
