import type { Config } from '../../config.js';

/** The brand as the supplier printed on every tax document. */
export interface Supplier {
  legalName: string;
  address: string;
  gstin: string;
}

/** The brand as the supplier on tax documents, from configuration. */
export function supplierOf(config: Pick<Config, 'brand'>): Supplier {
  return { legalName: config.brand.legalName, address: config.brand.address, gstin: config.brand.gstin };
}
