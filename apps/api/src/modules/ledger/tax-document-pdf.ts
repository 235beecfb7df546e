import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatDay } from '@staybook/contract/format';
import type { TaxDocument, TaxDocumentLine, TaxParty } from '@staybook/contract/tax-documents';
import PDFDocument from 'pdfkit';
import { type Heading, headingIn } from './tax-document-headings.js';

/**
 * A tax invoice, credit note, debit note, receipt voucher or refund voucher as an A4 PDF (CGST Rules 46 and 53: supplier and recipient with GSTINs, a
 * number and date, the invoice a note adjusts, SAC, taxable value, rate and each tax, place of supply, reverse charge,
 * and the authorised signatory of the supplier).
 * The same document always renders the same bytes: the PDF's creation date (which also seeds its file ID) is the
 * document's issue time, and nothing else in the file depends on the clock.
 *
 * Fonts are PDF's built-in Helvetica, which has no ₹ glyph (and only Windows-1252 characters): amounts are written
 * "Rs. 12,345.50" in the totals and as plain figures under "(Rs.)" column headings.
 *
 * A booking made in another language (doc.language) gets the headings in it too, smaller and grey under the English
 * ones (tax-document-headings.ts): the title, the parties, the supply's facts, the totals and the signatory; the
 * table's column headings stay English only (no room in their columns). Hindi is drawn in Noto Sans Devanagari
 * (embedded, subset to the glyphs used; pdfkit's fontkit shapes its conjuncts); Spanish, French and German are in
 * Helvetica's Windows-1252.
 */

const MARGIN = 40;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const FOOTER_Y = A4_HEIGHT - MARGIN - 12;
const BODY_BOTTOM = FOOTER_Y - 16;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';
const RULE = '#bbbbbb';

type Pdf = PDFKit.PDFDocument;

const DEVANAGARI = 'NotoSansDevanagari';
let devanagariFont: Buffer | null = null;
/** Noto Sans Devanagari (SIL Open Font License), from @fontsource: read once, on the first Hindi document. */
function devanagari(): Buffer {
  devanagariFont ??= readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    ),
  );
  return devanagariFont;
}

/**
 * The heading in the document's language under the English one at (x, y), smaller and grey; the y below it (y itself
 * when the document is in English).
 */
function drawAlongside(pdf: Pdf, doc: TaxDocument, heading: Heading, x: number, y: number, width: number, size = 7.5) {
  const text = headingIn(doc.language, heading);
  if (!text) return y;
  if (doc.language === 'hi') pdf.font(DEVANAGARI);
  else pdf.font(FONT);
  // Devanagari's letters sit smaller than Latin ones at one size: a point more reads alike.
  pdf
    .fontSize(doc.language === 'hi' ? size + 1 : size)
    .fillColor(GREY)
    .text(doc.language === 'hi' ? text : printable(text), x, y, { width });
  pdf.fillColor('black');
  return pdf.y;
}

const paise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1,17,092.50': rupees with paise, grouped the Indian way. */
function figure(rupees: number): string {
  return paise.format(rupees);
}

/** 'Rs. 1,17,092.50'. */
function rupees(amount: number): string {
  return `Rs. ${figure(amount)}`;
}

// Characters Helvetica's Windows-1252 encoding has beyond Latin-1 (pdfkit's WIN_ANSI_MAP); anything else would print as
// a wrong glyph, so it is replaced: ₹ by "Rs.", others by "?".
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '₹') out += 'Rs.';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (char === '\n') out += char;
    else out += '?';
  }
  return out;
}

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxDocumentLine) => string;
}

/** The lines' columns: CGST and SGST within one state, IGST between states. */
function columnsFor(doc: TaxDocument): Column[] {
  const intra = doc.supplyType === 'intra_state';
  const taxes: Column[] = intra
    ? [
        { heading: 'CGST (Rs.)', width: 58, align: 'right', cell: (l) => figure(l.cgst) },
        { heading: 'SGST (Rs.)', width: 58, align: 'right', cell: (l) => figure(l.sgst) },
      ]
    : [{ heading: 'IGST (Rs.)', width: 64, align: 'right', cell: (l) => figure(l.igst) }];
  const fixed: Column[] = [
    { heading: 'SAC', width: 42, align: 'left', cell: (l) => l.sac },
    { heading: 'Room-nights', width: 46, align: 'right', cell: (l) => String(l.roomNights) },
    { heading: 'Taxable value (Rs.)', width: 70, align: 'right', cell: (l) => figure(l.taxableValue) },
    { heading: 'Rate', width: 34, align: 'right', cell: (l) => `${l.ratePercent}%` },
    ...taxes,
    { heading: 'Total (Rs.)', width: 66, align: 'right', cell: (l) => figure(l.total) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    heading: 'Description',
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => l.description,
  };
  return [description, ...fixed];
}

function partyLines(party: TaxParty, options: { legalNameFirst: boolean }): string[] {
  const lines: string[] = [];
  if (options.legalNameFirst) {
    lines.push(party.companyName ?? party.name);
    if (party.companyName && party.companyName !== party.name) lines.push(`Trade name: ${party.name}`);
  } else {
    lines.push(party.name);
    if (party.companyName) lines.push(party.companyName);
  }
  if (party.address) lines.push(party.address);
  if (party.gstin) lines.push(`GSTIN: ${party.gstin}`);
  if (party.state) lines.push(`State: ${party.state}`);
  if (party.email) lines.push(party.email);
  if (party.phone) lines.push(party.phone);
  return lines;
}

/** Draws a labelled block of lines at (x, y) within width; returns the y below it. */
function drawBlock(
  pdf: Pdf,
  doc: TaxDocument,
  label: [string, Heading],
  lines: string[],
  x: number,
  y: number,
  width: number,
): number {
  pdf.font(BOLD).fontSize(8).fillColor(GREY).text(printable(label[0].toUpperCase()), x, y, { width });
  let at = drawAlongside(pdf, doc, label[1], x, pdf.y, width) + 2;
  lines.forEach((line, i) => {
    pdf
      .font(i === 0 ? BOLD : FONT)
      .fontSize(9.5)
      .fillColor('black')
      .text(printable(line), x, at, { width });
    at = pdf.y + 1;
  });
  return at;
}

function drawHeading(pdf: Pdf, doc: TaxDocument): number {
  pdf.font(BOLD).fontSize(20).fillColor('black').text(printable(doc.kindLabel), MARGIN, MARGIN, { width: 260 });
  const titleBottom = drawAlongside(pdf, doc, doc.kind, MARGIN, pdf.y, 260, 11);
  const right = A4_WIDTH - MARGIN - 240;
  pdf
    .font(BOLD)
    .fontSize(11)
    .text(printable(`No. ${doc.number}`), right, MARGIN + 2, { width: 240, align: 'right' });
  pdf
    .font(FONT)
    .fontSize(9.5)
    .text(`Date: ${formatDay(doc.issueDate)}`, right, pdf.y + 2, { width: 240, align: 'right' });
  pdf.text(printable(`Booking: ${doc.bookingCode}`), right, pdf.y + 1, { width: 240, align: 'right' });
  let y = Math.max(pdf.y, titleBottom, MARGIN + 30) + 8;
  if (doc.refersTo) {
    const what = doc.kind === 'refund_voucher' ? 'receipt voucher' : 'invoice';
    const against = `Against ${what} ${doc.refersTo.number} of ${formatDay(doc.refersTo.issueDate)}`;
    pdf.font(BOLD).fontSize(10).text(printable(against), MARGIN, y, { width: CONTENT_WIDTH });
    y = pdf.y + 2;
  }
  pdf.font(FONT).fontSize(10).text(printable(doc.reasonLabel), MARGIN, y, { width: CONTENT_WIDTH });
  return pdf.y + 12;
}

function drawParties(pdf: Pdf, doc: TaxDocument, y: number): number {
  const half = (CONTENT_WIDTH - 20) / 2;
  const supplier = partyLines(doc.supplier, { legalNameFirst: true });
  const left = drawBlock(pdf, doc, ['Supplier', 'supplier'], supplier, MARGIN, y, half);
  const recipient = partyLines(doc.recipient, { legalNameFirst: false });
  const right = drawBlock(pdf, doc, ['Billed to', 'billedTo'], recipient, MARGIN + half + 20, y, half);
  return Math.max(left, right) + 10;
}

function drawSupplyFacts(pdf: Pdf, doc: TaxDocument, y: number): number {
  const nights = doc.stay.nights === 1 ? '1 night' : `${doc.stay.nights} nights`;
  const facts: [string, Heading, string][] = [
    ['Place of supply', 'placeOfSupply', doc.placeOfSupply],
    ['Property', 'property', `${doc.property.name}, ${doc.property.address}`],
    ['Stay', 'stay', `${formatDay(doc.stay.checkIn)} to ${formatDay(doc.stay.checkOut)} (${nights})`],
    ['Tax payable on reverse charge', 'reverseCharge', 'No'],
  ];
  let at = y;
  for (const [label, heading, value] of facts) {
    pdf
      .font(BOLD)
      .fontSize(9)
      .fillColor('black')
      .text(printable(`${label}:`), MARGIN, at, { width: 150 });
    const labelBottom = drawAlongside(pdf, doc, heading, MARGIN, pdf.y, 150);
    pdf
      .font(FONT)
      .fontSize(9)
      .text(printable(value), MARGIN + 150, at, { width: CONTENT_WIDTH - 150 });
    at = Math.max(pdf.y, labelBottom) + 2;
  }
  return at + 10;
}

/** A table row's height (cells padded 4 points above and below), in the row's font: bold for headings. */
function rowHeight(pdf: Pdf, columns: Column[], cells: string[], heading: boolean): number {
  pdf.font(heading ? BOLD : FONT).fontSize(8.5);
  const text = Math.max(
    ...columns.map((c, i) => pdf.heightOfString(printable(cells[i] ?? ''), { width: c.width - 6 })),
  );
  return text + 8;
}

/** One table row; returns the y below it. Headings are bold on a grey band. */
function drawRow(pdf: Pdf, columns: Column[], cells: string[], y: number, heading: boolean): number {
  const height = rowHeight(pdf, columns, cells, heading);
  if (heading) pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fill('#eeeeee');
  let x = MARGIN;
  columns.forEach((c, i) => {
    pdf.fillColor('black').text(printable(cells[i] ?? ''), x + 3, y + 4, { width: c.width - 6, align: c.align });
    x += c.width;
  });
  const bottom = y + height;
  pdf
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT_WIDTH, bottom)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return bottom;
}

function drawLines(pdf: Pdf, doc: TaxDocument, y: number): number {
  const columns = columnsFor(doc);
  const headings = columns.map((c) => c.heading);
  let at = drawRow(pdf, columns, headings, y, true);
  for (const line of doc.lines) {
    const cells = columns.map((c) => c.cell(line));
    if (at + rowHeight(pdf, columns, cells, false) > BODY_BOTTOM) {
      pdf.addPage();
      at = drawRow(pdf, columns, headings, MARGIN, true);
    }
    at = drawRow(pdf, columns, cells, at, false);
  }
  return at + 10;
}

/**
 * The signature block beside the totals, on the left (CGST rule 46(q)): "For <the registration's legal name>" level
 * with the taxable value, "Authorised signatory" level with the total, the space between for a signature. The footer
 * says the document is computer-generated.
 */
function drawSignatory(pdf: Pdf, doc: TaxDocument, band: { top: number; bottom: number }): void {
  const width = CONTENT_WIDTH - 260;
  const legalName = doc.supplier.companyName ?? doc.supplier.name;
  pdf
    .font(BOLD)
    .fontSize(9.5)
    .fillColor('black')
    .text(printable(`For ${legalName}`), MARGIN, band.top, { width });
  pdf
    .font(FONT)
    .fontSize(9.5)
    .text('Authorised signatory', MARGIN, Math.max(pdf.y + 24, band.bottom - 14), { width });
  drawAlongside(pdf, doc, 'signatory', MARGIN, pdf.y, width);
}

const TOTAL_LABELS: Partial<Record<TaxDocument['kind'], [string, Heading]>> = {
  credit_note: ['Total credited', 'totalCredited'],
  receipt_voucher: ['Amount received', 'amountReceived'],
  refund_voucher: ['Amount refunded', 'amountRefunded'],
};

/** Extras on an invoice with room discounts: their value, so tariff − discounts + extras reads as the taxable value. */
function extrasRow(doc: TaxDocument, discounts: NonNullable<TaxDocument['discounts']>): [string, string][] {
  const rooms = discounts.tariff - discounts.lines.reduce((n, d) => n + d.amount, 0);
  const extras = Math.round((doc.taxableValue - rooms) * 100) / 100;
  return extras > 0 ? [['Add: extras', rupees(extras)]] : [];
}

function drawTotals(pdf: Pdf, doc: TaxDocument, y: number): { top: number; bottom: number } {
  // An invoice of a stay with discounts shows the tariff, each discount and the value after them (s.15(3)(a)).
  const rows: Array<[string, string] | [string, string, Heading]> = [
    ...(doc.discounts
      ? [
          ['Tariff before discounts', rupees(doc.discounts.tariff)] as [string, string],
          ...doc.discounts.lines.map((d): [string, string] => [`Less: ${d.label}`, `- ${rupees(d.amount)}`]),
          ...extrasRow(doc, doc.discounts),
        ]
      : []),
    ['Taxable value', rupees(doc.taxableValue), 'taxableValue'],
  ];
  if (doc.supplyType === 'intra_state') rows.push(['CGST', rupees(doc.cgst)], ['SGST', rupees(doc.sgst)]);
  else rows.push(['IGST', rupees(doc.igst)]);
  const [totalLabel, totalHeading] = TOTAL_LABELS[doc.kind] ?? ['Total', 'total'];
  rows.push([totalLabel, rupees(doc.total), totalHeading]);
  // An invoice adjusting advances (rule 50): each receipt voucher adjusted, and what is left to pay.
  if (doc.advancesAdjusted) {
    for (const v of doc.advancesAdjusted.vouchers)
      rows.push([`Less: advance, receipt voucher ${v.number} of ${formatDay(v.issueDate)}`, `- ${rupees(v.amount)}`]);
    rows.push(['Balance after advances', rupees(doc.advancesAdjusted.balance)]);
  }
  let at = y;
  const rowHeight = doc.language ? 26 : 16;
  if (at + Math.max(rows.length * rowHeight, 56) > BODY_BOTTOM) {
    pdf.addPage();
    at = MARGIN;
  }
  const top = at;
  const x = A4_WIDTH - MARGIN - 240;
  rows.forEach(([label, amount, heading], i) => {
    const last = i === rows.length - 1;
    const font = last ? BOLD : FONT;
    const size = last ? 11 : 9.5;
    pdf.font(font).fontSize(size).fillColor('black');
    pdf.text(printable(label), x, at, { width: 140 });
    const below = heading ? drawAlongside(pdf, doc, heading, x, pdf.y, 140) : pdf.y;
    pdf
      .font(font)
      .fontSize(size)
      .text(amount, x + 140, at, { width: 100, align: 'right' });
    at = Math.max(below, pdf.y) + 4;
  });
  return { top, bottom: at };
}

/** Each page's footer: the document, the page and that it is computer-generated. */
function drawFooters(pdf: Pdf, doc: TaxDocument): void {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const text = `${doc.number} · Page ${i - range.start + 1} of ${range.count} · This is a computer-generated document.`;
    pdf
      .font(FONT)
      .fontSize(8)
      .fillColor(GREY)
      .text(printable(text), MARGIN, FOOTER_Y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  }
}

export async function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: printable(`${doc.kindLabel} ${doc.number}`),
      Author: printable(doc.supplier.companyName ?? doc.supplier.name),
      Subject: printable(`Booking ${doc.bookingCode}`),
      CreationDate: new Date(doc.issuedAt * 1000),
    },
  });
  if (doc.language === 'hi') pdf.registerFont(DEVANAGARI, devanagari());
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = drawHeading(pdf, doc);
  y = drawParties(pdf, doc, y);
  y = drawSupplyFacts(pdf, doc, y);
  y = drawLines(pdf, doc, y);
  drawSignatory(pdf, doc, drawTotals(pdf, doc, y));
  drawFooters(pdf, doc);
  pdf.end();
  return done;
}
