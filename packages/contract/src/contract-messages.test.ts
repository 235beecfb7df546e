import { describe, expect, it } from 'vitest';
import { primaryGuestSchema } from './booking';
import { phoneSchema } from './common';
import { contactRequestSchema } from './contact';
import { contractMessageId, contractMessageIds } from './contract-messages';
import { businessDetailsSchema } from './gst';
import { catalogues } from './messages/catalogues';
import { en } from './messages/en';
import { unlockFormSchema } from './price-unlock';
import { recipientAddressSchema } from './recipient-address';
import { createReviewRequestSchema } from './reviews';

/** The contract's messages a guest form shows have their translations, and English's is the schema's own text. */
describe('the contract messages in the catalogues', () => {
  it("gives each message an id whose English is the message itself (an English page reads the schema's words)", () => {
    for (const [message, id] of Object.entries(contractMessageIds)) expect(en[id]).toBe(message);
  });

  it('covers every message the guest forms can show (the primary guest, the unlock modal, GST details, the address, contact)', () => {
    const shown = [
      primaryGuestSchema.safeParse({ name: '', email: '', phone: '' }),
      primaryGuestSchema.safeParse({ name: 'x'.repeat(101), email: 'not-mail', phone: '12345' }),
      primaryGuestSchema.safeParse({}),
      unlockFormSchema.safeParse({ name: '', mobile: '' }),
      unlockFormSchema.safeParse({ name: 'Asha', mobile: '55555' }),
      phoneSchema.safeParse('12345'),
      businessDetailsSchema.safeParse({ companyName: '', gstin: '27AAPFU0939F1Z', address: 'x'.repeat(301) }),
      businessDetailsSchema.safeParse({ companyName: 'x'.repeat(121), gstin: '27AAPFU0939F1ZW' }),
      businessDetailsSchema.safeParse({ companyName: 'Konkan Traders', gstin: 'ABCDEFGHIJKLMNO' }),
      businessDetailsSchema.safeParse({}),
      recipientAddressSchema.safeParse({ address: 'Goa', stateCode: 'XX' }),
      recipientAddressSchema.safeParse({ address: 'x'.repeat(301) }),
      recipientAddressSchema.safeParse({}),
      contactRequestSchema.safeParse({ name: '', email: '', subject: '', message: '' }),
      contactRequestSchema.safeParse({}),
      contactRequestSchema.safeParse({
        name: 'x'.repeat(101),
        email: 'a@b.in',
        phone: '12345',
        company: 'x'.repeat(121),
        subject: 'feedback',
        message: 'x'.repeat(5001),
      }),
      contactRequestSchema.safeParse({
        name: 'Asha',
        email: 'a@b.in',
        phone: '1'.repeat(21),
        subject: 'other',
        message: 'Hi',
      }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    // The review form's title and text (its stars show the form's own messages, not the schema's).
    const review = [
      createReviewRequestSchema.safeParse({ title: '', text: 'short' }),
      createReviewRequestSchema.safeParse({}),
      createReviewRequestSchema.safeParse({ title: 'x'.repeat(121), text: 'x'.repeat(2001) }),
    ].flatMap(
      (result) =>
        result.error?.issues
          .filter((issue) => issue.path[0] === 'title' || issue.path[0] === 'text')
          .map((issue) => issue.message) ?? [],
    );
    expect(review).toHaveLength(6);
    shown.push(...review);
    expect(shown.length).toBeGreaterThan(8);
    expect(shown.filter((message) => contractMessageId(message) === null)).toEqual([]);
  });

  it('translates each into Hindi and German, never as the English', () => {
    for (const id of Object.values(contractMessageIds)) {
      expect(catalogues.hi[id]).not.toBe(en[id]);
      expect(catalogues.de[id]).not.toBe(en[id]);
    }
    expect(contractMessageId('toString')).toBeNull();
  });
});
