import { supportConfigResponseSchema } from '@staybook/contract/catalogue';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { describeEachDatabase } from './setup-db.js';

/**
 * One support address (issue 24): the web reads SUPPORT_EMAIL from the static configuration endpoint (no bookings@,
 * info@ beside it), and the e-mails go out from it unless MAIL_FROM says otherwise.
 */
describeEachDatabase('support address', { config: { SUPPORT_EMAIL: 'help@goa-stays.example' } }, (use) => {
  it('is served to the web from the configuration', async () => {
    const res = await use().app.inject({ method: 'GET', url: '/property/v1/config?configName=support&type=static' });
    expect(res.statusCode, res.body).toBe(200);
    expect(supportConfigResponseSchema.parse(res.json())).toEqual({
      success: true,
      data: { supportEmail: 'help@goa-stays.example' },
    });
  });

  it('is the sender of e-mails by default', () => {
    expect(use().config.MAIL_FROM).toBe('Staybook <help@goa-stays.example>');
  });
});

it('defaults to support@staybook.in, refuses what is not an address, and leaves a stated MAIL_FROM alone', () => {
  expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
    SUPPORT_EMAIL: 'support@staybook.in',
    MAIL_FROM: 'Staybook <support@staybook.in>',
  });
  expect(loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'Desk <desk@staybook.in>' }).MAIL_FROM).toBe(
    'Desk <desk@staybook.in>',
  );
  expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
});
