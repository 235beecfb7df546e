import { invoiceInForce } from '@staybook/contract/business-invoice';
import { type DocumentLine, documentedSums, documentsDue, type LineSum } from './ledger-rules.js';
import { type CompanyPart, documentsOfPayer } from './payer-split-rules.js';

/** A company's documents as issueDocuments brings them up to its charged lines. */
export interface CompanyDue {
  gstin: string;
  name: string;
  /** The company's invoice in force, null before its first. */
  invoiceId: string | null;
  due: { invoice: LineSum[]; credit: LineSum[]; debit: LineSum[] };
}

type Supply = { id: string; kind: string; lines: unknown };

/**
 * What each company billed for extras lacks (docs/folios-and-extras.md): its own invoice once the stay is invoiced
 * (`stayInvoiced`: paid in full, or ended, or invoiced already), then a credit or debit note against it when its
 * charges move — computed against the company's own documents only, exactly as the booking's are.
 */
export function companiesDue(
  parts: readonly CompanyPart[],
  supplies: readonly Supply[],
  stayInvoiced: boolean,
): CompanyDue[] {
  const gstins = new Set([
    ...parts.map((p) => p.gstin),
    ...supplies.map((d) => companyOf(d)).filter((g): g is string => g !== null),
  ]);
  return [...gstins].sort().map((gstin) => {
    const part = parts.find((p) => p.gstin === gstin);
    const own = documentsOfPayer(supplies, gstin);
    const invoice = invoiceInForce(own);
    const documented = documentedSums(own);
    const name = part?.name ?? (own[0]?.lines as DocumentLine[] | undefined)?.[0]?.payerName ?? '';
    return {
      gstin,
      name,
      invoiceId: invoice?.id ?? null,
      due:
        stayInvoiced || invoice
          ? documentsDue(part?.charged ?? new Map(), documented, Boolean(invoice))
          : { invoice: [], credit: [], debit: [] },
    };
  });
}

/** The company a document was made out to for its extras (null: the booking's own document). */
function companyOf(d: Supply): string | null {
  return (d.lines as ReadonlyArray<{ payerGstin?: string }>).find((l) => l.payerGstin)?.payerGstin ?? null;
}

export const isCompanyDocument = (d: Supply): boolean => companyOf(d) !== null;
