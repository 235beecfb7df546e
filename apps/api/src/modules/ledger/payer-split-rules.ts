import { gstinStateCode, placeOfSupplyLabel } from '@staybook/contract/gst';
import type { LineSum } from './ledger-rules.js';

/**
 * Who a booking's documents go to, line by line (issue 44, docs/folios-and-extras.md): an extra the desk billed to a
 * company (its folio charge carries the company's name and GSTIN) is on that company's own B2B documents; every other
 * line — the room-nights and the guest's extras — on the booking's documents as before. Each part is invoiced and
 * noted on its own (its invoice, its notes against it); the stay's rule for when it is invoiced is the same.
 */

export interface CompanyPart {
  gstin: string;
  name: string;
  charged: Map<string, LineSum>;
}

/** The booking's charged lines split: the guest's part, and each company's by its GSTIN (in GSTIN order). */
export function splitByPayer(charged: ReadonlyMap<string, LineSum>): {
  guest: Map<string, LineSum>;
  companies: CompanyPart[];
} {
  const guest = new Map<string, LineSum>();
  const companies = new Map<string, CompanyPart>();
  for (const [key, line] of charged) {
    if (!line.payerGstin) {
      guest.set(key, line);
      continue;
    }
    const part = companies.get(line.payerGstin) ?? {
      gstin: line.payerGstin,
      name: line.payerName ?? '',
      charged: new Map(),
    };
    part.charged.set(key, line);
    companies.set(line.payerGstin, part);
  }
  return { guest, companies: [...companies.values()].sort((a, b) => a.gstin.localeCompare(b.gstin)) };
}

/** The documents of one payer: a company's by its GSTIN on their lines, the guest's (null) those with none. */
export function documentsOfPayer<T extends { lines: unknown }>(documents: readonly T[], gstin: string | null): T[] {
  return documents.filter((d) => {
    const lines = d.lines as ReadonlyArray<{ payerGstin?: string }>;
    const payer = lines.find((l) => l.payerGstin)?.payerGstin ?? null;
    return payer === gstin;
  });
}

/** A company billed for extras, as its documents print it (GSTIN, and the state its GSTIN names). */
export function companyRecipient(
  company: { name: string; gstin: string },
  guest: { guestName: string; guestEmail: string | null; guestPhone: string | null },
) {
  return {
    name: guest.guestName,
    email: guest.guestEmail,
    phone: guest.guestPhone,
    companyName: company.name,
    gstin: company.gstin,
    address: null,
    state: placeOfSupplyLabel(gstinStateCode(company.gstin)),
  };
}
