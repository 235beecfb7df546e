import {
  type KycDocumentType,
  type KycSide,
  kycDocumentTypeSchema,
  kycFileParamsSchema,
  kycMessages,
  kycPaths,
  kycPolicyResponseSchema,
  latestKycResponseSchema,
  submitKycResponseSchema,
} from '@staybook/contract/kyc';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEncryptedStorage } from '../../adapters/storage/encrypted-storage.js';
import { AppError, validationError } from '../../lib/http-errors.js';
import { imageWorkQueue } from '../../media/image-work.js';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppModule } from '../module-context.js';
import {
  assertCanSubmitKyc,
  imageTooLarge,
  kycLimits,
  kycPolicy,
  latestKyc,
  openKycImage,
  submitKyc,
} from './kyc.service.js';
import { kycEncryptionKey } from './kyc-encryption-key.js';

const isSide = (name: string): name is KycSide => name === 'front' || name === 'back';

/** Reads the multipart form: one text field and two images, each capped at `maxFileBytes` while streaming. */
async function readKycForm(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ documentType: KycDocumentType; front: Buffer; back: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the KYC form as multipart/form-data.');
  }
  let documentType: unknown;
  const files: Partial<Record<KycSide, Buffer>> = {};
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: 2, fields: 5 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'documentType') documentType = part.value;
      continue;
    }
    if (!isSide(part.fieldname)) {
      part.file.resume();
      throw validationError(`Unexpected file field '${part.fieldname}': send 'front' and 'back'.`);
    }
    try {
      files[part.fieldname] = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw imageTooLarge(part.fieldname, maxFileBytes);
      throw err;
    }
  }
  const type = kycDocumentTypeSchema.safeParse(documentType);
  if (!type.success) {
    throw validationError(`documentType: ${kycMessages.documentType}`, {
      issues: [{ path: 'documentType', message: kycMessages.documentType }],
    });
  }
  if (!files.front)
    throw validationError(kycMessages.missingFront, { issues: [{ path: 'front', message: kycMessages.missingFront }] });
  if (!files.back)
    throw validationError(kycMessages.missingBack, { issues: [{ path: 'back', message: kycMessages.missingBack }] });
  return { documentType: type.data, front: files.front, back: files.back };
}

export const kycRoutes: AppModule = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: ctx.db,
    files: createEncryptedStorage(ctx.adapters.privateFiles, kycEncryptionKey(ctx.config)),
    imageWork: imageWorkQueue(ctx.config),
    limits: kycLimits(ctx.config),
  };

  app.post(
    kycPaths.collection,
    {
      schema: {
        tags: ['accounts'],
        summary: `Submit KYC: documentType (aadhar | pan | passport | voter_id), front and back images (JPEG, PNG or WebP, ${deps.limits.maxFileBytes} bytes each; stored re-encoded without metadata, sealed, deleted after ${deps.limits.retentionDays} days; at most ${deps.limits.maxSubmissions} per account)`,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: submitKycResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request);
      await assertCanSubmitKyc(deps, user.id);
      const form = await readKycForm(request, deps.limits.maxFileBytes);
      const data = await submitKyc(deps, user.id, form);
      return { success: true as const, message: kycMessages.submitted, data };
    },
  );

  app.get(
    kycPaths.collection,
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in guest's latest KYC submission",
        security: [{ bearer: [] }],
        response: { 200: latestKycResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ success: true as const, data: await latestKyc(deps, signedInUser(request).id) }),
  );

  app.get(
    '/user/v1/kyc/:id/:side',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One image of a KYC document (JPEG), for its owner or staff',
        security: [{ bearer: [] }],
        params: kycFileParamsSchema,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const file = await openKycImage(deps, signedInUser(request), request.params.id, request.params.side);
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.get(
    kycPaths.policy,
    {
      // A console route: the role is checked before anything else, like every /api/admin route.
      ...app.consoleAccess('kyc.view'),
      schema: {
        tags: ['accounts'],
        summary: 'How KYC documents are kept: retention in days, submissions per account, largest image in bytes',
        security: [{ bearer: [] }],
        response: { 200: kycPolicyResponseSchema },
      },
    },
    async () => ({ success: true as const, data: kycPolicy(deps.limits) }),
  );
};
