import { describe, expect, it } from 'vitest';
import {
  defaultTemplates,
  notificationKinds,
  notificationPlaceholders,
  propertyContactInputSchema,
  renderTemplate,
  samplePlaceholderValues,
  templateTextProblem,
} from './notifications';

describe('notification templates', () => {
  it('renders named placeholders, each wherever it appears', () => {
    expect(
      renderTemplate('{guestName} arrives {checkIn}. Welcome, {guestName}.', { guestName: 'Ravi', checkIn: '24 Dec' }),
    ).toBe('Ravi arrives 24 Dec. Welcome, Ravi.');
  });

  it('refuses a placeholder the kind does not know, naming it and the known ones', () => {
    const problem = templateTextProblem('booking_cancelled', 'Cancelled: {bookingCode} for {guest}.');
    expect(problem).toContain('{guest} is not a placeholder of this message');
    expect(problem).toContain('{guestName}');
    expect(templateTextProblem('arrivals_digest', '{change} and {refund}')).toMatch(/^\{change\}, \{refund\} are not/);
  });

  it('refuses an unclosed brace and an empty text', () => {
    expect(templateTextProblem('booking_confirmed', 'New booking {bookingCode')).toMatch(/brace is not closed/);
    expect(templateTextProblem('booking_confirmed', '   ')).toMatch(/cannot be empty/);
  });

  it('has a default for each kind and channel using only its own placeholders, all of them in the sample', () => {
    for (const kind of notificationKinds) {
      for (const t of Object.values(defaultTemplates[kind])) {
        expect(templateTextProblem(kind, t.body)).toBeNull();
        if (t.subject) expect(templateTextProblem(kind, t.subject)).toBeNull();
        expect(renderTemplate(t.body, samplePlaceholderValues)).not.toMatch(/[{}]/);
      }
      for (const name of notificationPlaceholders[kind]) expect(samplePlaceholderValues[name]).toBeTruthy();
    }
  });
});

describe('property contact input', () => {
  it('keeps the 10 digits of a mobile written any way and a valid e-mail', () => {
    const c = propertyContactInputSchema.parse({
      name: ' Reception ',
      mobile: '+91 98220-00003',
      email: 'desk@casa.in',
      whatsapp: true,
    });
    expect(c).toEqual({ name: 'Reception', mobile: '9822000003', email: 'desk@casa.in', whatsapp: true });
  });

  it('refuses a bad mobile, a bad e-mail, neither of them, and WhatsApp without a mobile', () => {
    const issues = (input: object) =>
      propertyContactInputSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ name: 'A', mobile: '12345' })).toEqual([
      'mobile: Please enter a valid 10-digit mobile number starting with 6-9.',
    ]);
    expect(issues({ name: 'A', email: 'not-mail' })).toEqual(['email: Please enter a valid email address']);
    expect(issues({ name: 'A', mobile: '', email: '' })).toEqual([
      'mobile: Give a mobile number or an e-mail address (or both).',
    ]);
    expect(issues({ name: 'A', email: 'a@b.in', whatsapp: true })).toEqual([
      'whatsapp: WhatsApp needs the contact’s mobile number.',
    ]);
  });
});
