import { z } from 'zod';
import { formatFileSize } from './media';

/** Document types in the order the KYC screen lists them (spec section 9); Passport is the default. */
export const kycDocumentTypes = {
  aadhar: 'Aadhar Card',
  pan: 'PAN Card',
  passport: 'Passport',
  voter_id: 'Voter ID',
} as const;
export type KycDocumentType = keyof typeof kycDocumentTypes;
export const kycDocumentTypeValues = Object.keys(kycDocumentTypes) as [KycDocumentType, ...KycDocumentType[]];
export const DEFAULT_KYC_DOCUMENT_TYPE: KycDocumentType = 'passport';

/** The default limit per image (the server's KYC_MAX_FILE_BYTES may differ; its 413 names the real one). */
export const KYC_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What a guest may upload. Every image is re-encoded as JPEG without its metadata before it is stored. */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];

/** 'must be 5 MB or smaller' for a limit in bytes (whole megabytes where it is one). */
export function kycImageSizeMessage(maxBytes: number): string {
  return `must be ${formatFileSize(maxBytes)} or smaller`;
}

/** The refusal of a submission past the per-account limit. */
export function kycTooManySubmissionsMessage(maxSubmissions: number, retentionDays: number): string {
  return `You have sent ${maxSubmissions} KYC submissions, the most one account may have on file. Each is deleted ${retentionDays} days after it was sent; to change your documents sooner, please contact us.`;
}

export const kycMessages = {
  submitted: 'KYC submitted successfully',
  imageType: 'must be a JPEG, PNG or WebP image',
  imageUnreadable: 'could not be opened as a picture; please take the photo again',
  imageSize: kycImageSizeMessage(KYC_MAX_IMAGE_BYTES),
  missingFront: 'Please upload the front image',
  missingBack: 'Please upload the back image',
  documentType: 'Please choose a document type',
} as const;

export const kycDocumentTypeSchema = z.enum(kycDocumentTypeValues, { error: kycMessages.documentType });
export const kycSideSchema = z.enum(['front', 'back']);
export type KycSide = z.infer<typeof kycSideSchema>;

export const kycStatusSchema = z.enum(['submitted', 'verified', 'rejected']);

export const kycDocumentSchema = z.object({
  id: z.uuid(),
  documentType: kycDocumentTypeSchema,
  status: kycStatusSchema,
  /** Unix seconds. */
  submittedAt: z.number().int(),
  /** Authenticated URLs (bearer token) that stream each image to its owner or to staff. */
  frontUrl: z.string(),
  backUrl: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** POST /user/v1/kyc (multipart: documentType, front, back) */
export const submitKycResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: kycDocumentSchema,
});
export type SubmitKycResponse = z.infer<typeof submitKycResponseSchema>;

/** GET /user/v1/kyc — the guest's latest submission, or null. */
export const latestKycResponseSchema = z.object({ success: z.literal(true), data: kycDocumentSchema.nullable() });
export type LatestKycResponse = z.infer<typeof latestKycResponseSchema>;

export const kycFileParamsSchema = z.object({ id: z.uuid({ error: 'must be a valid id' }), side: kycSideSchema });

/** GET /api/admin/kyc/policy (staff and admins): what the console tells operators about KYC documents. */
export const kycPolicySchema = z.object({
  /** Days after submission when a document's files and record are deleted. */
  retentionDays: z.number().int(),
  /** Submissions one account may have on file. */
  maxSubmissions: z.number().int(),
  /** Largest image accepted, in bytes. */
  maxFileBytes: z.number().int(),
});
export type KycPolicy = z.infer<typeof kycPolicySchema>;
export const kycPolicyResponseSchema = z.object({ success: z.literal(true), data: kycPolicySchema });
export type KycPolicyResponse = z.infer<typeof kycPolicyResponseSchema>;

export const kycPaths = {
  collection: '/user/v1/kyc',
  file: (id: string, side: KycSide) => `/user/v1/kyc/${encodeURIComponent(id)}/${side}`,
  policy: '/api/admin/kyc/policy',
} as const;
