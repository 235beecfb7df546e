import { KYC_IMAGE_TYPES, KYC_MAX_IMAGE_BYTES, type KycSide, kycMessages } from '@staybook/contract/kyc';

export const sideLabels: Record<KycSide, string> = { front: 'Front image', back: 'Back image' };

/**
 * A quick check before upload so the guest hears about a wrong file at once. The server checks the file's bytes
 * again; this only reads what the browser reports.
 */
export function checkKycFile(side: KycSide, file: File): string | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${sideLabels[side]} ${kycMessages.imageType}.`;
  if (file.size > KYC_MAX_IMAGE_BYTES) return `${sideLabels[side]} ${kycMessages.imageSize}.`;
  if (file.size === 0) return `${sideLabels[side]} is empty.`;
  return null;
}

/** "1.4 MB", "320 KB" */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
