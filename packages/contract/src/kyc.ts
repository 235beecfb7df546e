import { z } from 'zod';

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

export const KYC_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];

export const kycMessages = {
  submitted: 'KYC submitted successfully',
  imageType: 'must be a JPEG, PNG or WebP image',
  imageSize: 'must be 5 MB or smaller',
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

export const kycPaths = {
  collection: '/user/v1/kyc',
  file: (id: string, side: KycSide) => `/user/v1/kyc/${encodeURIComponent(id)}/${side}`,
} as const;
