import { describe, expect, it } from 'vitest';
import {
  checkDeskBooking,
  type DeskForm,
  deskFormFromAddress,
  emptyDeskForm,
  lineGuestsLabel,
  newRoomLine,
  pricingRequestOf,
} from './desk-booking-form';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const ROOM = '22222222-2222-4222-8222-222222222222';
const PLAN = '33333333-3333-4333-8333-333333333333';

const filled = (over: Partial<DeskForm> = {}): DeskForm => ({
  ...emptyDeskForm('2030-12-24', PROPERTY),
  rooms: [{ ...newRoomLine(ROOM), adults: '2', children: '1', ratePlanId: PLAN }],
  guestName: 'Asha Rao',
  guestPhone: '9876543210',
  guestEmail: 'asha@example.in',
  ...over,
});

describe('the desk’s New booking form', () => {
  it('opens on tonight for one night, a phone booking paid at the property, the link at 24 hours', () => {
    const form = emptyDeskForm('2030-12-24');
    expect(form).toMatchObject({
      checkIn: '2030-12-24',
      checkOut: '2030-12-25',
      source: 'phone',
      payment: 'at_property',
      linkHours: '24',
    });
  });

  it('asks the website’s pricing call in unix seconds of IST midnights, with each line’s guests and plan', () => {
    expect(pricingRequestOf(filled())).toEqual({
      propertyId: PROPERTY,
      checkInDate: 1924281000, // 2030-12-24 00:00 IST
      checkOutDate: 1924367400,
      roomIds: [{ id: ROOM, roomCount: 1, adults: 2, children: 1, ratePlanId: PLAN }],
      addons: [],
    });
  });

  it('prices nothing until the stay and a room line are complete', () => {
    expect(pricingRequestOf(filled({ rooms: [newRoomLine()] }))).toBeNull();
    expect(pricingRequestOf(filled({ checkOut: '2030-12-24' }))).toBeNull();
    expect(pricingRequestOf(filled({ propertyId: '' }))).toBeNull();
    expect(pricingRequestOf(filled({ rooms: [{ ...newRoomLine(ROOM), adults: '' }] }))).toBeNull();
  });

  it('sends a link booking with its hours, the source and the guest', () => {
    const checked = checkDeskBooking(filled({ payment: 'link', linkHours: '6', notes: 'Late arrival' }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({
      propertyId: PROPERTY,
      checkIn: '2030-12-24',
      checkOut: '2030-12-25',
      rooms: [{ roomTypeId: ROOM, roomCount: 1, adults: 2, children: 1, ratePlanId: PLAN }],
      guest: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in' },
      source: 'phone',
      notes: 'Late arrival',
      payment: { kind: 'link', hours: 6 },
    });
    expect(checked.body).not.toHaveProperty('business');
    expect(checked.body).not.toHaveProperty('channelName');
  });

  it('a payment taken at the desk carries its method, reference and whole-rupee amount', () => {
    const checked = checkDeskBooking(
      filled({ payment: 'at_desk', method: 'upi', reference: 'UPI-991', amount: '5000' }),
    );
    expect(checked.ok && checked.body.payment).toEqual({
      kind: 'at_desk',
      method: 'upi',
      reference: 'UPI-991',
      amount: 5000,
    });
  });

  it('names each field the contract refuses, and keeps nothing from being sent', () => {
    const checked = checkDeskBooking(
      filled({
        guestName: '',
        guestPhone: '12345',
        payment: 'at_desk',
        amount: '',
        linkHours: '',
        rooms: [{ ...newRoomLine(ROOM), adults: '0' }],
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      ['guest.name', 'guest.phone', 'payment.amount', 'rooms.0.adults'].sort(),
    );
    expect(checked.errors['rooms.0.adults']).toBe('at least 1 adult');
  });

  it('another channel’s booking is refused until its name, reservation number and amount are typed, then sends them', () => {
    const blank = checkDeskBooking(filled({ source: 'ota', channelName: ' ' }));
    expect(blank.ok === false && blank.errors).toEqual({
      channelName: 'name the channel the booking came from',
      otaReservationNumber: 'enter the reservation number the channel gave this booking',
      otaAmount: 'enter what the channel says the guest pays',
    });
    const named = checkDeskBooking(
      filled({ source: 'ota', channelName: 'Booking.com', otaReservationNumber: ' 4011-2233 ', otaAmount: '9800' }),
    );
    expect(named.ok && named.body).toMatchObject({
      source: 'ota',
      channelName: 'Booking.com',
      otaReservationNumber: ' 4011-2233 ',
      otaAmount: 9800,
    });
    const odd = checkDeskBooking(
      filled({ source: 'ota', channelName: 'Airbnb', otaReservationNumber: 'HM#12', otaAmount: '0' }),
    );
    expect(odd.ok === false && odd.errors).toEqual({
      otaReservationNumber: 'the reservation number has only letters, digits and dashes',
      otaAmount: 'the OTA amount must be more than zero',
    });
  });

  it('a channel’s reservation number and amount are not sent with a booking from anywhere else', () => {
    const checked = checkDeskBooking(filled({ source: 'walk_in', otaReservationNumber: '4011', otaAmount: '9800' }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).not.toHaveProperty('otaReservationNumber');
    expect(checked.body).not.toHaveProperty('otaAmount');
    expect(checked.body).not.toHaveProperty('channelName');
  });

  it('a walk-in with no e-mail books, and the e-mail goes only when typed', () => {
    const checked = checkDeskBooking(filled({ source: 'walk_in', guestEmail: '  ' }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.guest).toEqual({ name: 'Asha Rao', phone: '9876543210' });
    const mistyped = checkDeskBooking(filled({ guestEmail: 'asha@' }));
    expect(mistyped.ok === false && Object.keys(mistyped.errors)).toEqual(['guest.email']);
  });

  it('sends the language of the guest’s messages only when the desk chose one', () => {
    const chosen = checkDeskBooking(filled({ language: 'de' }));
    expect(chosen.ok && chosen.body.language).toBe('de');
    const left = checkDeskBooking(filled());
    expect(left.ok).toBe(true);
    expect(left.ok && 'language' in left.body).toBe(false);
  });

  it('a line’s adults and children are labelled as the whole line’s once it has more than one room', () => {
    expect(lineGuestsLabel('Adults', '1')).toBe('Adults');
    expect(lineGuestsLabel('Adults', '2')).toBe('Adults (all 2 rooms)');
    expect(lineGuestsLabel('Children', ' 3 ')).toBe('Children (all 3 rooms)');
    expect(lineGuestsLabel('Adults', '')).toBe('Adults');
    expect(lineGuestsLabel('Adults', '1.5')).toBe('Adults');
  });

  it('a link of more than 72 hours and a stay that ends before it starts are refused in the contract’s words', () => {
    const checked = checkDeskBooking(filled({ payment: 'link', linkHours: '100', checkOut: '2030-12-23' }));
    expect(checked.ok === false && checked.errors).toMatchObject({
      'payment.hours': 'a link lasts at most 72 hours',
      checkOut: 'must be after check-in',
    });
  });

  it('GST details go with the booking only when asked for, and are checked', () => {
    const bad = checkDeskBooking(filled({ withBusiness: true, companyName: 'Acme', gstin: 'NOTAGSTIN' }));
    expect(bad.ok === false && Object.keys(bad.errors)).toEqual(['business.gstin']);
    const none = checkDeskBooking(filled({ withBusiness: false, companyName: 'Acme', gstin: 'NOTAGSTIN' }));
    expect(none.ok).toBe(true);
  });

  it('a form with no room type chosen says so', () => {
    const checked = checkDeskBooking(filled({ rooms: [newRoomLine()] }));
    expect(checked.ok === false && checked.errors.rooms).toBe('Choose at least one room type.');
  });

  it('sends the guest’s address and state for a large invoice once typed, and wants both (CGST rule 46(p))', () => {
    const plain = checkDeskBooking(filled());
    expect(plain.ok && plain.body).not.toHaveProperty('recipientAddress');
    const given = checkDeskBooking(filled({ guestAddress: '3 Park Street, Kolkata 700016', guestStateCode: '19' }));
    expect(given.ok && given.body.recipientAddress).toEqual({
      address: '3 Park Street, Kolkata 700016',
      stateCode: '19',
    });
    const half = checkDeskBooking(filled({ guestAddress: '3 Park Street, Kolkata 700016' }));
    expect(half.ok === false && half.errors['recipientAddress.stateCode']).toBeTruthy();
  });
});

describe('a New booking opened from the room grid’s empty night', () => {
  const open = (query: string) => deskFormFromAddress(new URLSearchParams(query), '2030-12-24');

  it('starts on that property, a line of that room type, one night from that date', () => {
    const form = open(`property=${PROPERTY}&roomType=${ROOM}&checkIn=2030-12-28`);
    expect([form.propertyId, form.checkIn, form.checkOut]).toEqual([PROPERTY, '2030-12-28', '2030-12-29']);
    expect(form.rooms.map((r) => [r.roomTypeId, r.roomCount])).toEqual([[ROOM, '1']]);
  });

  it.each([
    ['a date in the past', 'checkIn=2030-12-20'],
    ['a date that is not one', 'checkIn=2030-02-30'],
    ['no date', ''],
  ])('keeps today for %s', (_, query) => {
    const form = open(`property=${PROPERTY}&${query}`);
    expect([form.checkIn, form.checkOut]).toEqual(['2030-12-24', '2030-12-25']);
  });

  it('leaves the room type to choose when no property is named, and is a fresh form with nothing in the address', () => {
    expect(open(`roomType=${ROOM}`).rooms[0]!.roomTypeId).toBe('');
    expect({ ...open(''), rooms: [] }).toEqual({ ...emptyDeskForm('2030-12-24'), rooms: [] });
  });
});
