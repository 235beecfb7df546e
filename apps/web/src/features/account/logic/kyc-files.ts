import { KYC_IMAGE_TYPES, KYC_MAX_IMAGE_BYTES } from '@staybook/contract/kyc';

/** What is wrong with a chosen image, as the `kyc.fileError` message's `problem`. */
export type KycFileProblem = 'type' | 'size' | 'empty';

/**
 * A quick check before upload so the guest hears about a wrong file at once. The server checks the file's bytes
 * again; this only reads what the browser reports.
 */
export function checkKycFile(file: File): KycFileProblem | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > KYC_MAX_IMAGE_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** "1.4 MB", "320 KB" */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
