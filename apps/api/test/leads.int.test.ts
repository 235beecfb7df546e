import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leads } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const valid = {
  email: 'Asha@Example.com',
  phone: '+91 98220 12345',
  propertyType: 'Villa',
  checkInDate: inDays(3),
  checkOutDate: inDays(5),
  triggerSource: 'home',
};

describeEachDatabase('lead capture', {}, (use) => {
  const post = (payload: Record<string, unknown>) =>
    use().app.inject({
      method: 'POST',
      url: '/property/v1/leads/capture',
      payload,
      headers: { 'user-agent': 'vitest' },
    });

  it('stores a lead with its trigger source and answers the spec shape', async () => {
    const res = await post(valid);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Thank you! We will contact you soon with the best deals.',
      data: { _id: expect.any(String) },
    });
    const [row] = await use().database.db.select().from(leads).where(eq(leads.id, body.data._id));
    expect(row).toMatchObject({
      email: 'asha@example.com',
      phone: '9822012345', // sent as '+91 98220 12345'
      propertyType: 'Villa',
      triggerSource: 'home',
      userAgent: 'vitest',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'valid email'],
    [{ email: '' }, 'Email is required'],
    [{ phone: 'call me' }, 'phone'],
    [{ propertyType: 'Castle' }, 'propertyType'],
    [{ checkInDate: inDays(-3) }, 'Check-in date cannot be in the past.'],
    [{ checkOutDate: inDays(2) }, 'Check-out date cannot be earlier than check-in date.'],
    [{ checkInDate: 'someday' }, 'Check-in date must be a date'],
    [{ triggerSource: '<script>' }, 'triggerSource'],
  ])('refuses %j with a message', async (change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});
