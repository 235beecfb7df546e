import { type FormCGuestInput, formCGuestSchema } from '@staybook/contract/form-c';
import { addDays, type IsoDate } from '@staybook/contract/stay-dates';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, formCGuests } from '../src/db/schema/index.js';
import { addFormCGuest, formCList, markFormCSubmitted } from '../src/modules/form-c/form-c.service.js';
import { purgeExpiredFormC } from '../src/modules/form-c/form-c-retention.js';
import { TEST_KYC_ENCRYPTION_KEY } from '../src/modules/kyc/kyc-encryption-key.js';
import { describeEachDatabase } from './setup-db.js';
import {
  createGuest,
  createRoomForSale,
  istDay,
  paidBooking,
  type Role,
  type SignedIn,
  type SignedInRoles,
  signedInRoles,
  signedInUser,
} from './support/factories.js';

/** A German guest who arrived today at midnight IST (never later than the test's clock), passport and visa valid. */
function guestDetails(over: Partial<FormCGuestInput> = {}): FormCGuestInput {
  return {
    surname: 'Müller',
    givenName: 'Anna Lena',
    sex: 'F',
    dateOfBirth: '1990-04-12',
    nationality: 'Germany',
    homeAddress: 'Lindenstraße 4, 10969 Berlin, Germany',
    passportNumber: 'C01X00T47',
    passportPlaceOfIssue: 'Berlin',
    passportIssuedOn: '2020-02-01',
    passportExpiresOn: '2030-01-31',
    visaNumber: 'EV4821903',
    visaType: 'e-Tourist',
    visaPlaceOfIssue: 'New Delhi',
    visaIssuedOn: addDays(istDay(0), -40),
    visaExpiresOn: addDays(istDay(0), 50),
    arrivedFrom: 'Frankfurt, Germany',
    arrivedInIndiaOn: addDays(istDay(0), -1),
    portOfArrival: 'Goa (Mopa) airport',
    arrivedAtHotelOn: istDay(0),
    arrivedAtHotelTime: '00:00',
    departureOn: istDay(2),
    purposeOfVisit: 'Tourism',
    nextDestination: 'Hampi, India',
    contactInIndia: '+91 98220 12345',
    ...over,
  };
}

const arrivalAt = (day: IsoDate, time: string) => new Date(`${day}T${time}:00+05:30`);

describeEachDatabase('Form C for foreign guests (/api/admin/bookings/:id/form-c, /api/admin/form-c)', {}, (use) => {
  let people: SignedInRoles;
  let stay: { propertyId: string; roomTypeId: string };
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'front_desk');
    stay = await createRoomForSale(use().database.db, { roomName: 'Garden', available: 20, nights: 10 });
  });
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    who: Role | SignedIn = 'staff',
  ) =>
    use().app.inject({
      method,
      url,
      headers: typeof who === 'string' ? people[who].headers : who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const deps = () => ({ db: use().database.db, key: TEST_KYC_ENCRYPTION_KEY });

  /** A paid booking from today for two nights, checked in at the desk. */
  async function checkedIn(propertyId = stay.propertyId, roomTypeId = stay.roomTypeId) {
    const guest = await createGuest(use().database.db, use().config);
    const booking = await paidBooking(use().app, guest, { propertyId, roomTypeId, from: 0, to: 2 });
    const res = await inject('POST', `/api/admin/bookings/${booking.bookingId}/check-in`, undefined, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    return booking;
  }

  it('records a guest’s passport and visa at check-in, sealed at rest, and reads them back on the booking', async () => {
    const { bookingId, code } = await checkedIn();
    const res = await inject(
      'POST',
      `/api/admin/bookings/${bookingId}/form-c`,
      guestDetails({ passportNumber: 'c01x 00t47' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved.details).toMatchObject({ surname: 'Müller', passportNumber: 'C01X00T47', visaType: 'e-Tourist' });
    expect(saved.arrivedAt).toBe(arrivalAt(istDay(0), '00:00').getTime() / 1000);
    expect(saved.dueAt).toBe(saved.arrivedAt + 24 * 3600);
    expect(saved.submittedAt).toBeNull();

    const read = await inject('GET', `/api/admin/bookings/${bookingId}/form-c`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.guests).toEqual([saved]);
    expect(read.json().data.checkedInAt).toEqual(expect.any(Number));

    // At rest: no passport number, visa number, name or birth date in clear, in the row or in the audit log.
    const { rows } = await use().database.db.execute(sql`select * from form_c_guests where id = ${saved.id}`);
    const audit = await use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form_c.record'), eq(auditLog.entityId, saved.id)));
    for (const stored of [JSON.stringify(rows), JSON.stringify(audit)])
      for (const secret of ['C01X00T47', 'EV4821903', 'Müller', 'Anna Lena', '1990-04-12', 'Lindenstraße'])
        expect(stored).not.toContain(secret);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ booking: code });
  });

  it('refuses details that cannot be right, field by field, and saves nothing', async () => {
    const { bookingId } = await checkedIn();
    const cases: Array<[Partial<FormCGuestInput>, string, RegExp]> = [
      [
        { passportExpiresOn: addDays(istDay(0), -3) },
        'passportExpiresOn',
        /^the passport expired on \d\d \w{3} \d{4}, before the guest arrived \(\d\d \w{3} \d{4}\)$/,
      ],
      [{ visaExpiresOn: addDays(istDay(0), -1) }, 'visaExpiresOn', /^the visa expired on .*, before the guest arrived/],
      [{ dateOfBirth: addDays(istDay(0), 1) }, 'dateOfBirth', /^the date of birth cannot be in the future$/],
      [{ nationality: 'Indian' }, 'nationality', /an Indian citizen is not reported/],
      [{ arrivedInIndiaOn: istDay(1) }, 'arrivedInIndiaOn', /on or before the arrival at the hotel/],
      [{ visaExpiresOn: '' }, 'visaExpiresOn', /only an OCI card has none/],
      [
        { arrivedAtHotelOn: addDays(istDay(0), -5) },
        'arrivedAtHotelOn',
        /^the arrival at the hotel must be within the stay/,
      ],
    ];
    for (const [over, path, message] of cases) {
      const res = await inject('POST', `/api/admin/bookings/${bookingId}/form-c`, guestDetails(over));
      expect(res.statusCode, res.body).toBe(400);
      const issue = res.json().error.details.issues.find((i: { path: string }) => i.path === path);
      expect(issue?.message, `${path}: ${res.body}`).toMatch(message);
    }
    const blank = await inject(
      'POST',
      `/api/admin/bookings/${bookingId}/form-c`,
      guestDetails({ passportNumber: ' ' }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('enter the passport number');
    // An OCI card needs no expiry.
    const oci = await inject(
      'POST',
      `/api/admin/bookings/${bookingId}/form-c`,
      guestDetails({ visaType: 'OCI card', visaExpiresOn: '' }),
    );
    expect(oci.statusCode, oci.body).toBe(200);
    const rows = await use().database.db.select().from(formCGuests).where(eq(formCGuests.bookingId, bookingId));
    expect(rows).toHaveLength(1);
  });

  it('keeps Form C to the desk of the booking’s property: another property’s desk, a revenue manager and a guest are refused', async () => {
    const { bookingId } = await checkedIn();
    const elsewhere = await createRoomForSale(use().database.db, { roomName: 'Annexe', available: 2, nights: 3 });
    const otherDesk = await signedInUser(use().database.db, use().config, 'staff', {
      staffRole: 'front_desk',
      scope: [elsewhere.propertyId],
    });
    const revenue = await signedInUser(use().database.db, use().config, 'staff', { staffRole: 'revenue_manager' });
    for (const who of [otherDesk, revenue, people.guest]) {
      expect((await inject('GET', `/api/admin/bookings/${bookingId}/form-c`, undefined, who)).statusCode).toBe(403);
      expect((await inject('POST', `/api/admin/bookings/${bookingId}/form-c`, guestDetails(), who)).statusCode).toBe(
        403,
      );
      expect((await inject('GET', `/api/admin/form-c?propertyId=${stay.propertyId}`, undefined, who)).statusCode).toBe(
        403,
      );
      expect(
        (await inject('GET', `/api/admin/form-c.csv?propertyId=${stay.propertyId}`, undefined, who)).statusCode,
      ).toBe(403);
    }
    expect(
      (await inject('GET', `/api/admin/form-c?propertyId=${elsewhere.propertyId}`, undefined, otherDesk)).statusCode,
    ).toBe(200);
  });

  it('refuses a booking whose guest has not arrived yet', async () => {
    const guest = await createGuest(use().database.db, use().config);
    const later = await paidBooking(use().app, guest, { ...stay, from: 3, to: 5 });
    const res = await inject(
      'POST',
      `/api/admin/bookings/${later.bookingId}/form-c`,
      guestDetails({ arrivedAtHotelOn: istDay(0) }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toMatch(/^Form C is recorded when the guest arrives: this booking arrives on /);
  });

  it('lists Form C due until 24 hours after arrival and overdue after, then submitted with the FRRO reference (fixed clocks)', async () => {
    const f = await createRoomForSale(use().database.db, { roomName: 'Clock', available: 5, nights: 5 });
    const { bookingId, code } = await checkedIn(f.propertyId, f.roomTypeId);
    const arrived = arrivalAt(istDay(0), '09:00');
    const actor = { actorUserId: people.admin.id, ip: null };
    const guest = await addFormCGuest(
      deps(),
      actor,
      bookingId,
      formCGuestSchema.parse(guestDetails({ arrivedAtHotelTime: '09:00' })),
      arrived,
    );
    const at = (hours: number) => new Date(arrived.getTime() + hours * 3600_000);

    const early = await formCList(deps(), f.propertyId, at(23));
    expect(early.items).toEqual([
      expect.objectContaining({
        id: guest.id,
        bookingCode: code,
        guestName: 'Müller, Anna Lena',
        state: 'due',
        dueAt: guest.arrivedAt + 86_400,
      }),
    ]);
    expect((await formCList(deps(), f.propertyId, at(24))).items[0]?.state).toBe('due');
    expect((await formCList(deps(), f.propertyId, at(24.01))).items[0]?.state).toBe('overdue');

    await markFormCSubmitted(deps(), actor, bookingId, guest.id, { frroReference: 'GOA-2026-000123' }, at(26));
    const after = await formCList(deps(), f.propertyId, at(27));
    expect(after.items).toEqual([
      expect.objectContaining({
        state: 'submitted',
        frroReference: 'GOA-2026-000123',
        submittedAt: at(26).getTime() / 1000,
      }),
    ]);
    // Submitted ones leave the list two days later.
    expect((await formCList(deps(), f.propertyId, at(26 + 49))).items).toEqual([]);
  });

  it('marks a guest submitted from the console with the FRRO reference, and refuses a blank reference or a time to come', async () => {
    const { bookingId } = await checkedIn();
    const guest = (await inject('POST', `/api/admin/bookings/${bookingId}/form-c`, guestDetails())).json().data;
    const url = `/api/admin/bookings/${bookingId}/form-c/${guest.id}/submitted`;
    const blank = await inject('POST', url, { frroReference: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('enter the FRRO application or reference number');
    const future = await inject('POST', url, {
      frroReference: 'AB12345',
      submittedAt: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details.issues).toEqual([
      { path: 'submittedAt', message: 'the submission cannot be in the future' },
    ]);
    const ok = await inject('POST', url, { frroReference: 'AB12345' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ state: 'submitted', frroReference: 'AB12345' });
    const [audit] = await use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form_c.submitted'), eq(auditLog.entityId, guest.id)));
    expect(audit?.actorUserId).toBe(people.staff.id);
  });

  it('lists a guest’s departure from the check-out, exports it for the portal, and marks it reported after the arrival', async () => {
    const f = await createRoomForSale(use().database.db, { roomName: 'Leaving', available: 5, nights: 5 });
    const { bookingId, code } = await checkedIn(f.propertyId, f.roomTypeId);
    const guest = (await inject('POST', `/api/admin/bookings/${bookingId}/form-c`, guestDetails())).json().data;
    const url = `/api/admin/bookings/${bookingId}/form-c/${guest.id}/departure-reported`;
    const early = await inject('POST', url, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'The guest has not left yet: a departure is reported once the booking is checked out.',
    );
    expect((await formCList(deps(), f.propertyId)).departures).toEqual([]);

    const out = await inject('POST', `/api/admin/bookings/${bookingId}/check-out`, undefined, 'admin');
    expect(out.statusCode, out.body).toBe(200);
    const list = (await inject('GET', `/api/admin/form-c?propertyId=${f.propertyId}`)).json().data;
    expect(list.departures).toEqual([
      expect.objectContaining({ id: guest.id, bookingCode: code, guestName: 'Müller, Anna Lena', frroReference: null }),
    ]);
    const left = list.departures[0];
    expect(left.state).toBe('due');
    expect(left.dueAt).toBe(left.departedAt + 86_400);
    const later = await formCList(deps(), f.propertyId, new Date((left.departedAt + 86_401) * 1000));
    expect(later.departures?.[0]?.state).toBe('overdue');

    const unsubmitted = await inject('POST', url, {});
    expect(unsubmitted.statusCode).toBe(409);
    expect(unsubmitted.json().error.message).toContain('Submit the guest’s Form C (the arrival) on the portal first');
    await inject('POST', `/api/admin/bookings/${bookingId}/form-c/${guest.id}/submitted`, { frroReference: 'GOA-77' });

    const csv = await inject('GET', `/api/admin/form-c-departures.csv?propertyId=${f.propertyId}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Surname,Given name,Nationality,Passport number,Form C application/reference number,Date of arrival at hotel,' +
        'Date of departure from hotel,Time of departure from hotel,Next destination,Booking',
    );
    const today = istDay(0);
    const dmy = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
    expect(row).toMatch(new RegExp(`^Müller,Anna Lena,Germany,C01X00T47,GOA-77,${dmy},${dmy},\\d{2}:\\d{2},`));
    expect(row).toContain(`,${code}`);
    const [exported] = await use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form_c.departures_export'), eq(auditLog.entityId, f.propertyId)));
    expect(exported?.after).toMatchObject({ guests: [guest.id], bookings: [code] });

    const reported = await inject('POST', url, {});
    expect(reported.statusCode, reported.body).toBe(200);
    const after = (await inject('GET', `/api/admin/form-c?propertyId=${f.propertyId}`)).json().data;
    expect(after.departures).toEqual([expect.objectContaining({ id: guest.id, state: 'reported' })]);
    const none = await inject('GET', `/api/admin/form-c-departures.csv?propertyId=${f.propertyId}`);
    expect(none.body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('exports the guests not yet submitted as CSV in the portal’s field order, escaped, with a BOM, and audits the export', async () => {
    const f = await createRoomForSale(use().database.db, { roomName: 'Export', available: 5, nights: 5 });
    const one = await checkedIn(f.propertyId, f.roomTypeId);
    const two = await checkedIn(f.propertyId, f.roomTypeId);
    const post = (id: string, over: Partial<FormCGuestInput>) =>
      inject('POST', `/api/admin/bookings/${id}/form-c`, guestDetails(over));
    expect((await post(one.bookingId, {})).statusCode).toBe(200);
    const tricky = await post(two.bookingId, {
      surname: '=HYPERLINK("http://x")',
      givenName: 'O"Brien',
      homeAddress: '12 Main St, Apt 4\nDublin',
      nationality: 'Ireland',
    });
    expect(tricky.statusCode, tricky.body).toBe(200);
    const done = await post(two.bookingId, { surname: 'Submitted' });
    await inject('POST', `/api/admin/bookings/${two.bookingId}/form-c/${done.json().data.id}/submitted`, {
      frroReference: 'X-1',
    });

    const res = await inject('GET', `/api/admin/form-c.csv?propertyId=${f.propertyId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="form-c-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Surname,Given name,Gender,Date of birth,Nationality,Address in country of residence,Passport number,Passport place of issue,Passport date of issue,Passport valid till,Visa number,Visa date of issue,Visa valid till,Visa type,Visa place of issue,Arrived from,Date of arrival in India,Port of arrival in India,Date of arrival at hotel,Time of arrival at hotel,Intended duration of stay (days),Employed in India (Y/N),Date of departure from hotel,Purpose of visit,Next destination,Contact number in India,Booking',
    );
    const d = (iso: IsoDate) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(lines.find((l) => l.endsWith(one.code))).toBe(
      [
        'Müller',
        'Anna Lena',
        'F',
        '12/04/1990',
        'Germany',
        '"Lindenstraße 4, 10969 Berlin, Germany"',
        'C01X00T47',
        'Berlin',
        '01/02/2020',
        '31/01/2030',
        'EV4821903',
        d(addDays(istDay(0), -40)),
        d(addDays(istDay(0), 50)),
        'e-Tourist',
        'New Delhi',
        '"Frankfurt, Germany"',
        d(addDays(istDay(0), -1)),
        'Goa (Mopa) airport',
        d(istDay(0)),
        '00:00',
        '2',
        'N',
        d(istDay(2)),
        'Tourism',
        '"Hampi, India"',
        // A phone number written +91… is text that starts like a formula: kept from running (lib/csv.ts).
        "'+91 98220 12345",
        one.code,
      ].join(','),
    );
    // The formula is kept from running; quotes doubled; the line break stays inside its quoted cell.
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")","O""Brien",`);
    expect(res.body).toContain('"12 Main St, Apt 4\nDublin"');
    expect(res.body).not.toContain('Submitted');
    expect(lines.filter((l) => l.endsWith(one.code) || l.endsWith(two.code))).toHaveLength(2);

    const [audit] = await use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'form_c.export'), eq(auditLog.entityId, f.propertyId)));
    expect(audit?.actorUserId).toBe(people.staff.id);
    expect((audit?.after as { bookings: string[] } | undefined)?.bookings.sort()).toEqual([one.code, two.code].sort());
    expect(JSON.stringify(audit)).not.toContain('C01X00T47');
  });

  it('deletes the records a year after the stay’s check-out, submitted or not, and keeps them until then', async () => {
    const f = await createRoomForSale(use().database.db, { roomName: 'Retention', available: 5, nights: 5 });
    const { bookingId } = await checkedIn(f.propertyId, f.roomTypeId);
    const a = (await inject('POST', `/api/admin/bookings/${bookingId}/form-c`, guestDetails())).json().data;
    const b = (
      await inject('POST', `/api/admin/bookings/${bookingId}/form-c`, guestDetails({ surname: 'Other' }))
    ).json().data;
    await inject('POST', `/api/admin/bookings/${bookingId}/form-c/${b.id}/submitted`, { frroReference: 'R-1' });
    const ours = async () =>
      (
        await use()
          .database.db.select({ id: formCGuests.id })
          .from(formCGuests)
          .where(eq(formCGuests.bookingId, bookingId))
      ).length;
    // Check-out is in two days: on the 365th day after it the records are still kept; on the 366th they are gone.
    const checkOut = istDay(2);
    await purgeExpiredFormC(use().database.db, arrivalAt(addDays(checkOut, 365), '23:00'), 365);
    expect(await ours()).toBe(2);
    await purgeExpiredFormC(use().database.db, arrivalAt(addDays(checkOut, 366), '00:30'), 365, 1);
    expect(await ours()).toBe(0);
    expect(a.id).not.toBe(b.id);
  });
});
