import { describe, expect, it } from 'vitest';
import {
  arrivalsText,
  bookingValues,
  digestDayDue,
  fromStoredMobile,
  renderMessage,
  routesOfContact,
  templateInForce,
  toStoredMobile,
} from './notifications-rules.js';

describe('notification rules', () => {
  it('reaches a WhatsApp contact by WhatsApp, others by SMS, and everyone with an e-mail by e-mail too', () => {
    const both = { mobile: '9822000003', email: 'desk@casa.in', whatsapp: true };
    expect(routesOfContact(both, true)).toEqual([
      { channel: 'whatsapp', recipient: '9822000003' },
      { channel: 'email', recipient: 'desk@casa.in' },
    ]);
    expect(routesOfContact({ ...both, whatsapp: false }, true)[0]).toEqual({ channel: 'sms', recipient: '9822000003' });
    // WhatsApp off in this deployment: the WhatsApp contact still hears, by SMS.
    expect(routesOfContact(both, false)[0]).toEqual({ channel: 'sms', recipient: '9822000003' });
    expect(routesOfContact({ mobile: null, email: 'a@b.in', whatsapp: false }, true)).toEqual([
      { channel: 'email', recipient: 'a@b.in' },
    ]);
  });

  it('makes the digest due from 08:00 IST (02:30 UTC) for the IST day', () => {
    expect(digestDayDue(new Date('2026-12-24T02:29:59Z'))).toBeNull();
    expect(digestDayDue(new Date('2026-12-24T02:30:00Z'))).toBe('2026-12-24');
    // 23:00 IST on the 24th is 17:30 UTC; 00:30 IST on the 25th (19:00 UTC on the 24th) is before 08:00 again.
    expect(digestDayDue(new Date('2026-12-24T17:30:00Z'))).toBe('2026-12-24');
    expect(digestDayDue(new Date('2026-12-24T19:00:00Z'))).toBeNull();
  });

  it('stores mobiles as E.164 and gives back the 10 digits', () => {
    expect(toStoredMobile('9822000003')).toBe('+919822000003');
    expect(fromStoredMobile('+919822000003')).toBe('9822000003');
    expect(toStoredMobile(null)).toBeNull();
  });

  it('fills a booking message from the booking: dates, party, rooms, the total in rupees and the balance due to the paisa, the source', () => {
    const values = bookingValues(
      {
        code: 'SB7K2M9Q',
        guestName: 'Ananya Rao',
        guestPhone: '9822000003',
        checkIn: '2026-12-24',
        checkOut: '2026-12-27',
        nights: 3,
        adults: 2,
        children: 1,
        infants: 0,
        withPets: false,
        totalPostTaxPaise: 2_730_000,
        channel: 'phone',
      },
      {
        propertyName: 'Casa Azul',
        rooms: [
          { roomType: 'Garden Suite', roomCount: 1 },
          { roomType: 'Loft', roomCount: 2 },
        ],
        balanceDuePaise: 1_365_050,
      },
    );
    expect(values).toMatchObject({
      checkIn: '24 Dec 2026',
      nights: '3 nights',
      party: '2 adults, 1 child',
      rooms: 'Garden Suite × 1, Loft × 2',
      total: '₹27,300',
      balanceDue: '₹13,650.50',
      guestPhone: '+91 98220 00003',
      source: 'Phone',
    });
    const text = renderMessage(templateInForce('booking_confirmed', 'sms', undefined)!, values, 'sms');
    expect(text.subject).toBeNull();
    expect(text.body).toBe(
      'Staybook: new booking SB7K2M9Q at Casa Azul. Ananya Rao, 2 adults, 1 child, 24 Dec 2026 to 27 Dec 2026 (3 nights), Garden Suite × 1, Loft × 2. Balance due at the property: ₹13,650.50.',
    );
  });

  it('uses a saved edit over the default, and lists the digest one sentence per arrival', () => {
    const saved = { subject: 'Booked: {bookingCode}', body: '{guestName} booked.' };
    expect(
      renderMessage(
        templateInForce('booking_confirmed', 'email', saved)!,
        { bookingCode: 'X1', guestName: 'Ravi' },
        'email',
      ),
    ).toEqual({
      subject: 'Booked: X1',
      body: 'Ravi booked.',
    });
    expect(templateInForce('arrival_reminder', 'whatsapp', undefined)).toBeUndefined();
    expect(
      arrivalsText([
        {
          bookingCode: 'A1',
          guestName: 'Ravi',
          party: '2 adults',
          nights: '1 night',
          rooms: 'Loft × 1',
          balanceDue: '₹0',
        },
      ]),
    ).toBe('A1: Ravi, 2 adults, 1 night, Loft × 1, balance due ₹0.');
  });
});
