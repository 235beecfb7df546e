import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, istInstant, rowsToCsv, toCsv } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1200)).toBe('1200');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are data, not text a user typed.
    expect(csvCell(-5)).toBe('-5');
  });

  it.each([
    ['=', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+', '+cmd|calc', "'+cmd|calc"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(1)', "'@SUM(1)"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
    ['spaces before =', '  =1+1', "'  =1+1"],
  ])('neutralises a text cell that starts with %s', (_start, text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('leaves text that only contains those characters as it is', () => {
    expect(csvCell('Asha Naik-Desai')).toBe('Asha Naik-Desai');
    expect(csvCell('asha@example.com')).toBe('asha@example.com');
    expect(csvCell('SB/26-27/000001')).toBe('SB/26-27/000001');
  });

  it('writes amounts as numbers, negative ones too, with their paise', () => {
    expect(csvCell(csvAmount(-1200))).toBe('-1200.00');
    expect(csvCell(csvAmount(0))).toBe('0.00');
    expect(csvCell(csvAmount(10000.005 - 0.005))).toBe('10000.00');
    expect(csvCell(-2.5)).toBe('-2.5');
    // An amount handed over as a string is text: the apostrophe shows the mistake instead of running anything.
    expect(csvCell('-1200.00')).toBe("'-1200.00");
    expect(Number(csvAmount(-1200))).toBe(-1200);
  });

  it('writes rows of cells, text and amounts side by side, one CRLF line each', () => {
    expect(
      rowsToCsv([
        ['Guest', 'Company', 'Total (INR)'],
        ['=HYPERLINK("http://x")', '@SUM(1)', csvAmount(-4200)],
      ]),
    ).toBe(`Guest,Company,Total (INR)\r\n"'=HYPERLINK(""http://x"")",'@SUM(1),-4200.00\r\n`);
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = toCsv(
      [{ n: 'Asha', p: '9876543210' }],
      [
        { header: 'Name', value: (r) => r.n },
        { header: 'Phone', value: (r) => r.p },
      ],
    );
    expect(csv).toBe('\uFEFFName,Phone\r\nAsha,9876543210\r\n');
  });

  it.each([
    ['2026-12-05T08:59:09.000Z', '2026-12-05 14:29:09'],
    ['2026-12-05T18:30:00.000Z', '2026-12-06 00:00:00'],
    ['2027-03-31T18:29:59.999Z', '2027-03-31 23:59:59'],
  ])('writes the instant %s in IST: %s (every export’s times, issue 41)', (utc, ist) => {
    expect(istInstant(new Date(utc))).toBe(ist);
    expect(csvCell(new Date(utc))).toBe(ist);
  });
});
