import { describe, expect, it } from 'vitest';
import { TEMPLATE_PARAMETER_MAX, templateParameterText } from './template-parameters.js';

describe('a WhatsApp template parameter', () => {
  it.each([
    ['keeps a plain value', 'Casa Azul, Assagao', 'Casa Azul, Assagao'],
    [
      'runs the lines of a list into one, after their full stops',
      'SB7K2M9Q: Ananya Rao, 2 adults, balance due ₹0.\nSB4H8P2D: Vikram Shah, 1 adult, balance due ₹0.',
      'SB7K2M9Q: Ananya Rao, 2 adults, balance due ₹0. SB4H8P2D: Vikram Shah, 1 adult, balance due ₹0.',
    ],
    ['separates lines without punctuation by a semicolon', 'Garden Room\r\n\r\nPool Villa', 'Garden Room; Pool Villa'],
    ['turns tabs and runs of spaces into one space', 'two\tadults     and  a child', 'two adults and a child'],
    ['trims the ends', '  \n Asha \n ', 'Asha'],
    ['never sends an empty parameter', ' \n\t ', '-'],
  ])('%s', (_, value, expected) => {
    expect(templateParameterText(value)).toBe(expected);
  });

  it('has no new line, tab or five spaces, whatever it is given', () => {
    const text = templateParameterText('a\n\n\tb     c\u000bd\fe');
    expect(text).not.toMatch(/[\n\r\t]| {5}/);
    expect(text).toBe('a; b c d e');
  });

  it('cuts a long list to its limit, ending in an ellipsis', () => {
    const text = templateParameterText('SB7K2M9Q: Ananya Rao, 2 adults, 3 nights, balance due ₹13,650.\n'.repeat(40));
    expect(text).toHaveLength(TEMPLATE_PARAMETER_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});
