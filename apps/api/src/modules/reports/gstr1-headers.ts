import type { GstSection } from '@staybook/contract/admin-reports';
import type { CsvValue } from '../../lib/csv.js';

/** The header row of each GSTR-1 section, as the GST offline tool's templates spell them (gstr1.ts fills the rows). */

export const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

/** Every section with its header row first, for lib/csv.ts's rowsToCsv. */
export function gstr1Headers(): Record<GstSection, CsvValue[][]> {
  return {
    b2b: [
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
    ],
    b2cl: [
      [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
    ],
    b2cs: [
      [
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
    ],
    b2csa: [
      [
        'Financial Year',
        'Original Month',
        'Place Of Supply',
        'Type',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
    ],
    cdnr: [
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
    ],
    cdnur: [
      [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
    ],
    exemp: [['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies']],
    at: [['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Received', 'Cess Amount']],
    atadj: [['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Adjusted', 'Cess Amount']],
    ata: [
      [
        'Financial Year',
        'Original Month',
        'Original Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Gross Advance Received',
        'Cess Amount',
      ],
    ],
    hsnb2b: [HSN_HEADER],
    hsnb2c: [HSN_HEADER],
    docs: [['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled']],
    eco: [
      [
        'Nature of Supply',
        'GSTIN of E-Commerce Operator',
        'E-Commerce Operator Name',
        'Net value of supplies',
        'Integrated tax',
        'Central tax',
        'State/UT tax',
        'Cess',
      ],
    ],
    ecoa: [
      [
        'Nature of Supply',
        'Financial Year',
        'Original Month/Quarter',
        'Original GSTIN of E-Commerce Operator',
        'Revised GSTIN of E-Commerce Operator',
        'E-Commerce Operator Name',
        'Revised Net value of supplies',
        'Integrated tax',
        'Central tax',
        'State/UT tax',
        'Cess',
      ],
    ],
  };
}
