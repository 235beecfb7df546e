import type { Gstr3b } from '@staybook/contract/admin-reports';
import { type GstStateCode, placeOfSupplyLabel } from '@staybook/contract/gst';
import { type CsvValue, csvAmount } from '../../lib/csv.js';
import { advanceTables, documentSign, isVoucherKind } from '../ledger/index.js';
import type { IssuedDocument } from './reports.repository.js';

/**
 * GSTR-3B of a month for one GSTIN, from the documents issued in it (the same ones GSTR-1 reads), invoices and debit
 * notes less credit notes:
 * - 3.1(a) outward taxable supplies: every line taxed above 0%, its taxable value and IGST, CGST and SGST;
 * - 3.1(c) nil rated: lines at 0% (a night of the withdrawn 0% slab);
 * - 3.2 inter-state supplies to unregistered persons: documents between states without the recipient's GSTIN, by
 *   place of supply (already inside 3.1(a)); a place whose notes cancel its invoices leaves no row;
 * - advances (GSTR-1 11A less 11B, ledger advanceTables): tax on advances received and not invoiced in the month,
 *   less the tax on earlier months' advances its invoices adjusted (11B) or its refund vouchers refunded (GSTR-1 ata,
 *   the change from the row as filed), is part of 3.1(a) (GST on an advance is paid in the month it is received,
 *   s.13(2), and not again when the invoice comes; a refund reduces the month it is made in, as a b2csa credit note
 *   does). Shown on its own too (`advances`).
 */
export function gstr3b(
  month: string,
  supplierGstin: string,
  documents: readonly IssuedDocument[],
): { summary: Gstr3b; csv: CsvValue[][] } {
  const outward = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  let nil = 0;
  const byPlace = new Map<string, { taxable: number; igst: number }>();
  for (const d of documents) {
    if (isVoucherKind(d.kind)) continue;
    const sign = documentSign(d.kind);
    const registered = Boolean(d.kind === 'invoice' ? d.recipient.gstin : d.invoiceRecipientGstin);
    for (const l of d.lines) {
      if (l.gstBp === 0) {
        nil += sign * l.taxablePaise;
        continue;
      }
      outward.taxable += sign * l.taxablePaise;
      outward.igst += sign * l.igstPaise;
      outward.cgst += sign * l.cgstPaise;
      outward.sgst += sign * l.sgstPaise;
      if (!registered && !d.intraState) {
        const p = byPlace.get(d.placeOfSupply) ?? { taxable: 0, igst: 0 };
        p.taxable += sign * l.taxablePaise;
        p.igst += sign * l.igstPaise;
        byPlace.set(d.placeOfSupply, p);
      }
    }
  }
  const advances = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  const tables = advanceTables(month, documents);
  // A refund of an earlier month's advance is no longer in 11A (it amends that month's row, ata) but its tax is still
  // taken off this month's, as a b2csa note is: the month's net change in tax on advances (ata revised less as filed).
  for (const [rows, sign] of [
    [tables.at, 1],
    [tables.atadj, -1],
    [tables.refundedEarlier, -1],
  ] as const)
    for (const r of rows) {
      advances.taxable += sign * r.taxablePaise;
      if (r.intraState) {
        const cgst = Math.floor(r.taxPaise / 2);
        advances.cgst += sign * cgst;
        advances.sgst += sign * (r.taxPaise - cgst);
      } else advances.igst += sign * r.taxPaise;
    }
  const hasAdvances = Object.values(advances).some((v) => v !== 0);
  outward.taxable += advances.taxable;
  outward.igst += advances.igst;
  outward.cgst += advances.cgst;
  outward.sgst += advances.sgst;
  const rupees = (paise: number) => paise / 100;
  const places = [...byPlace]
    .filter(([, p]) => p.taxable !== 0 || p.igst !== 0)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([code, p]) => ({
      placeOfSupply: placeOfSupplyLabel(code as GstStateCode),
      taxableValue: rupees(p.taxable),
      igst: rupees(p.igst),
    }));
  const money = (paise: number) => csvAmount(paise / 100);
  const csv: CsvValue[][] = [
    [
      'Table',
      'Nature of supplies or place of supply',
      'Total taxable value',
      'Integrated tax',
      'Central tax',
      'State/UT tax',
      'Cess',
    ],
    [
      '3.1(a)',
      'Outward taxable supplies (other than zero rated, nil rated and exempted)',
      money(outward.taxable),
      money(outward.igst),
      money(outward.cgst),
      money(outward.sgst),
      money(0),
    ],
    // The advances' part of 3.1(a), on its own line when there is one (the return has no row for it; a reader's aid).
    ...(hasAdvances
      ? [
          [
            '3.1(a)',
            'of which tax on advances (GSTR-1 11A less 11B and earlier months refunded)',
            money(advances.taxable),
            money(advances.igst),
            money(advances.cgst),
            money(advances.sgst),
            money(0),
          ],
        ]
      : []),
    ['3.1(c)', 'Other outward supplies (nil rated, exempted)', money(nil), null, null, null, null],
    ...places.map((p) => [
      '3.2',
      `Unregistered persons, ${p.placeOfSupply}`,
      csvAmount(p.taxableValue),
      csvAmount(p.igst),
      null,
      null,
      null,
    ]),
  ];
  return {
    csv,
    summary: {
      month,
      supplierGstin,
      outwardTaxable: {
        taxableValue: rupees(outward.taxable),
        igst: rupees(outward.igst),
        cgst: rupees(outward.cgst),
        sgst: rupees(outward.sgst),
      },
      nilRated: { taxableValue: rupees(nil) },
      interStateUnregistered: places,
      advances: {
        taxableValue: rupees(advances.taxable),
        igst: rupees(advances.igst),
        cgst: rupees(advances.cgst),
        sgst: rupees(advances.sgst),
      },
    },
  };
}
