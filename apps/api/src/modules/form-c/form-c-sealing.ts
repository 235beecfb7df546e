import { type FormCGuestDetails, formCGuestSchema } from '@staybook/contract/form-c';
import { openSealedFile, sealFile } from '../../adapters/storage/encrypted-storage.js';

/**
 * A guest's Form C details at rest: the JSON of the details sealed with AES-256-GCM under the KYC key (the same sealing
 * as KYC files, adapters/storage/encrypted-storage.ts), bound to the record's id, so a sealed value copied onto another
 * guest's row fails to open instead of being read as theirs. Stored as base64 text.
 */
const aad = (id: string) => `form-c/${id}`;

export function sealDetails(key: Buffer, id: string, details: FormCGuestDetails): string {
  return sealFile(key, aad(id), Buffer.from(JSON.stringify(details), 'utf8')).toString('base64');
}

/** Throws when the value was not sealed for this record with this key. */
export function openDetails(key: Buffer, id: string, sealed: string): FormCGuestDetails {
  const json = openSealedFile(key, aad(id), Buffer.from(sealed, 'base64')).toString('utf8');
  return formCGuestSchema.parse(JSON.parse(json));
}
