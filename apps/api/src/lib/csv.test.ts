import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

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
});
