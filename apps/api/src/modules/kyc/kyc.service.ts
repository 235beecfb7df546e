import { randomUUID } from 'node:crypto';
import {
  type KycDocument,
  type KycDocumentType,
  type KycPolicy,
  type KycSide,
  kycImageSizeMessage,
  kycMessages,
  kycPaths,
  kycTooManySubmissionsMessage,
} from '@staybook/contract/kyc';
import type { FileStorage } from '../../adapters/storage/index.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/http-errors.js';
import type { Semaphore } from '../../lib/semaphore.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { staffAccessOf, staffMaySeeGuest } from '../staff/staff.service.js';
import {
  countKycForUser,
  findKycDocument,
  insertKycDocument,
  type KycRow,
  latestKycForUser,
  lockUserForKyc,
} from './kyc.repository.js';
import { reencodeKycImage } from './kyc-images.js';
import { detectImageType, kycFileKey } from './kyc-rules.js';

export interface KycLimits {
  maxSubmissions: number;
  maxFileBytes: number;
  retentionDays: number;
}

export interface KycDeps {
  db: Db;
  /** The private store, sealing every file at rest (never served statically). */
  files: FileStorage;
  /** The app's queue for image work: re-encoding waits its turn with the other sharp work. */
  imageWork: Semaphore;
  limits: KycLimits;
}

export interface KycUpload {
  documentType: KycDocumentType;
  front: Buffer;
  back: Buffer;
}

/** What every stored image is: re-encoded JPEG. */
const STORED_MIME = 'image/jpeg';

export const sideLabel: Record<KycSide, string> = { front: 'Front image', back: 'Back image' };

export function kycLimits(config: Config): KycLimits {
  return {
    maxSubmissions: config.KYC_MAX_SUBMISSIONS_PER_ACCOUNT,
    maxFileBytes: config.KYC_MAX_FILE_BYTES,
    retentionDays: config.KYC_RETENTION_DAYS,
  };
}

export function kycPolicy(limits: KycLimits): KycPolicy {
  return { ...limits };
}

function toKycDocument(row: KycRow): KycDocument {
  return {
    id: row.id,
    documentType: row.documentType as KycDocumentType,
    status: row.status as KycDocument['status'],
    submittedAt: Math.floor(row.createdAt.getTime() / 1000),
    frontUrl: kycPaths.file(row.id, 'front'),
    backUrl: kycPaths.file(row.id, 'back'),
  };
}

export function imageTooLarge(side: KycSide, maxBytes: number): AppError {
  const message = kycImageSizeMessage(maxBytes);
  return new AppError(413, 'PAYLOAD_TOO_LARGE', `${sideLabel[side]} ${message}.`, {
    issues: [{ path: side, message }],
  });
}

const sideError = (side: KycSide, message: string) =>
  validationError(`${sideLabel[side]} ${message}.`, { issues: [{ path: side, message }] });

function tooManySubmissions(limits: KycLimits): AppError {
  return new AppError(429, 'RATE_LIMITED', kycTooManySubmissionsMessage(limits.maxSubmissions, limits.retentionDays), {
    maxSubmissions: limits.maxSubmissions,
  });
}

/** Checks one image by its size and first bytes; the error names the field as the form does. */
export function checkImage(side: KycSide, data: Buffer, maxBytes: number): void {
  if (data.length > maxBytes) throw imageTooLarge(side, maxBytes);
  if (data.length === 0 || !detectImageType(data)) throw sideError(side, kycMessages.imageType);
}

/** Only the pixels are kept: the upload is decoded and encoded afresh (see kyc-images.ts). */
async function sanitiseImage(deps: Pick<KycDeps, 'imageWork'>, side: KycSide, data: Buffer): Promise<Buffer> {
  try {
    return await deps.imageWork.run(() => reencodeKycImage(data));
  } catch {
    throw sideError(side, kycMessages.imageUnreadable);
  }
}

/** Refuses early, before the upload is read, when the account already has its most submissions on file. */
export async function assertCanSubmitKyc(deps: Pick<KycDeps, 'db' | 'limits'>, userId: string): Promise<void> {
  if ((await countKycForUser(deps.db, userId)) >= deps.limits.maxSubmissions) throw tooManySubmissions(deps.limits);
}

/**
 * Re-encodes both images, then records the document and stores its sealed files in one transaction that holds
 * the account's row, so the per-account limit holds for submissions sent at once. Files of a submission that
 * fails are removed.
 */
export async function submitKyc(
  deps: KycDeps,
  userId: string,
  upload: KycUpload,
  now = new Date(),
): Promise<KycDocument> {
  checkImage('front', upload.front, deps.limits.maxFileBytes);
  checkImage('back', upload.back, deps.limits.maxFileBytes);
  const front = await sanitiseImage(deps, 'front', upload.front);
  const back = await sanitiseImage(deps, 'back', upload.back);
  const id = randomUUID();
  const frontPath = kycFileKey(userId, id, 'front');
  const backPath = kycFileKey(userId, id, 'back');
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockUserForKyc(tx, userId);
      if ((await countKycForUser(tx, userId)) >= deps.limits.maxSubmissions) throw tooManySubmissions(deps.limits);
      const inserted = await insertKycDocument(tx, {
        id,
        userId,
        documentType: upload.documentType,
        frontPath,
        frontMime: STORED_MIME,
        backPath,
        backMime: STORED_MIME,
        status: 'submitted',
        meta: {
          uploadedBytes: { front: upload.front.length, back: upload.back.length },
          storedBytes: { front: front.length, back: back.length },
        },
        createdAt: now,
      });
      await deps.files.put(frontPath, front);
      await deps.files.put(backPath, back);
      return inserted;
    });
    return toKycDocument(row);
  } catch (err) {
    await Promise.allSettled([deps.files.remove(frontPath), deps.files.remove(backPath)]);
    throw err;
  }
}

export async function latestKyc(deps: Pick<KycDeps, 'db'>, userId: string): Promise<KycDocument | null> {
  const row = await latestKycForUser(deps.db, userId);
  return row ? toKycDocument(row) : null;
}

/**
 * One side of a document, opened, for its owner or for staff who may see the guest (KYC permission, and a booking of
 * the guest at one of their properties unless they have every property). Anyone else gets the same 404 as for a
 * document that does not exist, so ids cannot be probed.
 */
async function mayOpen(db: Db, viewer: AuthUser, ownerId: string): Promise<boolean> {
  if (viewer.id === ownerId) return true;
  if (viewer.role === 'guest') return false;
  const access = await staffAccessOf(db, viewer.phone);
  return access !== null && (await staffMaySeeGuest(db, access, ownerId));
}

export async function openKycImage(
  deps: Pick<KycDeps, 'db' | 'files'>,
  viewer: AuthUser,
  id: string,
  side: KycSide,
): Promise<{ body: Buffer; mime: string; filename: string }> {
  const row = await findKycDocument(deps.db, id);
  if (!row || !(await mayOpen(deps.db, viewer, row.userId))) throw notFound('Document');
  const key = side === 'front' ? row.frontPath : row.backPath;
  if (!(await deps.files.exists(key))) throw notFound('Document');
  const body = await deps.files.readBuffer(key);
  return { body, mime: side === 'front' ? row.frontMime : row.backMime, filename: `${side}.jpg` };
}
