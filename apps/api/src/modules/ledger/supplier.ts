import type { Config } from '../../config.js';
import type { Supplier } from './ledger.service.js';

/** The brand as the supplier on tax documents, from configuration. */
export function supplierOf(config: Pick<Config, 'brand'>): Supplier {
  return { legalName: config.brand.legalName, address: config.brand.address, gstin: config.brand.gstin };
}
