import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createMailAdapter } from '../src/adapters/mail/index.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { describeEachDatabase } from './setup-db.js';

/** A minimal SMTP server on 127.0.0.1: accepts mail, refuses one mailbox, and keeps what it received. */
const delivered: { from: string; to: string[]; data: string }[] = [];
const smtp = createServer((socket) => {
  let from = '';
  let to: string[] = [];
  let data: string | null = null;
  let buffer = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake.smtp ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    while (true) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        data += buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        delivered.push({ from, to, data });
        data = null;
        reply('250 2.0.0 queued');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp');
      else if (verb === 'MAIL') {
        from = line;
        to = [];
        reply('250 OK');
      } else if (verb === 'RCPT') {
        if (line.includes('bounce@')) reply('550 5.1.1 mailbox unavailable');
        else {
          to.push(line);
          reply('250 OK');
        }
      } else if (verb === 'DATA') {
        data = '';
        reply('354 end with .');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
        return;
      } else reply('250 OK');
    }
  });
  socket.on('error', () => {});
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describeEachDatabase(
  'mail through SMTP',
  {
    config: {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Staybook <bookings@staybook.in>',
    },
  },
  (use) => {
    it('delivers the message to the SMTP server and records it as sent', async () => {
      const { database, config } = use();
      const mail = createMailAdapter(config, database.db);
      expect(mail.name).toBe('smtp');
      const to = `guest-${Date.now()}@example.com`;
      await mail.send({ to, subject: 'Booking confirmed', text: 'See you in Goa on 12 Jan.' });
      const message = delivered.find((d) => d.to.some((r) => r.includes(to)));
      expect(message?.from).toContain('bookings@staybook.in');
      expect(message?.data).toContain('Subject: Booking confirmed');
      expect(message?.data).toContain('See you in Goa on 12 Jan.');
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row).toMatchObject({ provider: 'smtp', status: 'sent', subject: 'Booking confirmed' });
    });

    it('delivers attachments as MIME parts and records their names and sizes', async () => {
      const { database, config } = use();
      const mail = createMailAdapter(config, database.db);
      const to = `accounts-${Date.now()}@example.com`;
      const content = Buffer.from('%PDF-1.3 a tax invoice, byte for byte');
      await mail.send({
        to,
        subject: 'Booking confirmed',
        text: 'Your tax invoice is attached.',
        attachments: [{ filename: 'SB-26-27-000001.pdf', contentType: 'application/pdf', content }],
      });
      const message = delivered.find((d) => d.to.some((r) => r.includes(to)));
      expect(message?.data).toMatch(/Content-Type: application\/pdf;\s*name=SB-26-27-000001\.pdf/);
      expect(message?.data).toMatch(/Content-Disposition: attachment;\s*filename=SB-26-27-000001\.pdf/);
      expect(message?.data).toContain(content.toString('base64'));
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row?.attachments).toEqual([
        { filename: 'SB-26-27-000001.pdf', contentType: 'application/pdf', bytes: content.length },
      ]);
    });

    it('records a refused recipient as failed and reports it', async () => {
      const { database, config } = use();
      const mail = createMailAdapter(config, database.db);
      const to = `bounce@${Date.now()}.example.com`;
      await expect(mail.send({ to, subject: 'Hello', text: 'Hi' })).rejects.toThrow();
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row).toMatchObject({ provider: 'smtp', status: 'failed', error: expect.stringContaining('550') });
    });
  },
);

describeEachDatabase('mail into the outbox', { config: { MAIL_PROVIDER: 'outbox' } }, (use) => {
  it('keeps each attachment’s name, type and size with the message', async () => {
    const { database, config } = use();
    const mail = createMailAdapter(config, database.db);
    expect(mail.name).toBe('outbox');
    const to = `outbox-${Date.now()}@example.com`;
    await mail.send({
      to,
      subject: 'Booking confirmed',
      text: 'Your tax invoice is attached.',
      attachments: [
        { filename: 'SB-26-27-000002.pdf', contentType: 'application/pdf', content: Buffer.alloc(1234, 1) },
      ],
    });
    await mail.send({ to, subject: 'No attachment', text: 'Plain.' });
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows.find((r) => r.subject === 'Booking confirmed')?.attachments).toEqual([
      { filename: 'SB-26-27-000002.pdf', contentType: 'application/pdf', bytes: 1234 },
    ]);
    expect(rows.find((r) => r.subject === 'No attachment')?.attachments).toBeNull();
  });
});
