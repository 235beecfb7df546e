import { taxDocumentKindLabels, taxDocumentKinds } from '@staybook/contract/tax-documents';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';

/** A tax document's kind on a booking's page, named in the page's language (the PDF itself stays English). */
async function kindIn(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['bookings']);
  return (kind: (typeof taxDocumentKinds)[number]) => i18n._('bookings.tax.kind', { kind });
}

describe("a tax document's kind in the page's language", () => {
  it("English's words are the contract's labels, the words printed on the document", async () => {
    const kind = await kindIn('en');
    for (const k of taxDocumentKinds) expect(kind(k)).toBe(taxDocumentKindLabels[k]);
  });

  it('Hindi and German name each kind in their own words', async () => {
    const hi = await kindIn('hi');
    const de = await kindIn('de');
    expect(hi('invoice')).toBe('टैक्स इनवॉइस');
    expect(hi('credit_note')).toBe('क्रेडिट नोट');
    expect(de('credit_note')).toBe('Gutschrift');
    expect(de('refund_voucher')).toBe('Erstattungsbeleg');
    for (const k of taxDocumentKinds) expect(hi(k)).not.toBe(taxDocumentKindLabels[k]);
  });
});
