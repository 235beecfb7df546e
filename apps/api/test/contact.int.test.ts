import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/engagement.js';
import { describeEachDatabase } from './setup-db.js';

const valid = {
  name: 'Asha Naik',
  email: 'Asha@Example.com',
  phone: '+91 98220 12345',
  company: 'Naik Travels',
  subject: 'partnership',
  message: 'We would like to list our villas in Assagao.',
};

/** Each test writes from its own address so the per-address limit stays out of the way. */
let address = 0;
const fromNewAddress = () => ({ remoteAddress: `10.0.0.${++address}` });

describeEachDatabase('contact messages', {}, (use) => {
  it('stores a message and answers with the success text', async () => {
    const { app, database } = use();
    const res = await app.inject({ method: 'POST', url: '/property/v1/contact', payload: valid, ...fromNewAddress() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
      data: { _id: expect.any(String) },
    });
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, body.data._id));
    expect(row).toMatchObject({
      name: 'Asha Naik',
      email: 'asha@example.com',
      phone: '9822012345', // a mobile number is kept as its 10 digits, however it was written
      company: 'Naik Travels',
      subject: 'partnership',
      message: valid.message,
    });
  });

  it('accepts a message without the optional phone and company', async () => {
    const { app, database } = use();
    const res = await app.inject({
      method: 'POST',
      url: '/property/v1/contact',
      payload: { ...valid, phone: '', company: undefined, subject: 'other' },
      ...fromNewAddress(),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data._id));
    expect(row).toMatchObject({ phone: null, company: null, subject: 'other' });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ subject: 'spam' }, 'subject', 'Please choose a subject'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
  ])('rejects %o naming the field', async (change, field, message) => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/property/v1/contact',
      payload: { ...valid, ...change },
      ...fromNewAddress(),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(`${field}: ${message}`);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const res = await use().app.inject({
      method: 'POST',
      url: '/property/v1/contact',
      payload: { ...valid, message: 'y'.repeat(5000) },
      ...fromNewAddress(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describeEachDatabase('contact rate limit', {}, (use) => {
  it('limits one address to five messages in ten minutes', async () => {
    const { app } = use();
    const send = () =>
      app.inject({ method: 'POST', url: '/property/v1/contact', payload: valid, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // The English as before, and the wait as a fact beside it for a page in another language (issue 43).
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${wait} seconds.`,
      details: { retryAfterSeconds: wait },
    });
    const other = await app.inject({
      method: 'POST',
      url: '/property/v1/contact',
      payload: valid,
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).toBe(200);
  });
});
