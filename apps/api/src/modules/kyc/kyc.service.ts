import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  KYC_MAX_IMAGE_BYTES,
  type KycDocument,
  type KycDocumentType,
  type KycImageType,
  type KycSide,
  kycMessages,
  kycPaths,
} from '@staybook/contract/kyc';
import type { FileStorage } from '../../adapters/storage/index.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/http-errors.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { findKycDocument, insertKycDocument, type KycRow, latestKycForUser } from './kyc.repository.js';
import { detectImageType, extensionFor, kycFileKey } from './kyc-rules.js';

export interface KycDeps {
  db: Db;
  /** The private store (never served statically). */
  files: FileStorage;
}

export interface KycUpload {
  documentType: KycDocumentType;
  front: Buffer;
  back: Buffer;
}

export const sideLabel: Record<KycSide, string> = { front: 'Front image', back: 'Back image' };

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

/** Checks one image by its bytes; the error names the field as the form does. */
export function checkImage(side: KycSide, data: Buffer): KycImageType {
  if (data.length > KYC_MAX_IMAGE_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `${sideLabel[side]} ${kycMessages.imageSize}.`, {
      issues: [{ path: side, message: kycMessages.imageSize }],
    });
  }
  const type = data.length > 0 ? detectImageType(data) : null;
  if (!type) {
    throw validationError(`${sideLabel[side]} ${kycMessages.imageType}.`, {
      issues: [{ path: side, message: kycMessages.imageType }],
    });
  }
  return type;
}

/** Stores both images privately, then the record; a failed record removes the files it would have pointed to. */
export async function submitKyc(
  deps: KycDeps,
  userId: string,
  upload: KycUpload,
  now = new Date(),
): Promise<KycDocument> {
  const frontType = checkImage('front', upload.front);
  const backType = checkImage('back', upload.back);
  const id = randomUUID();
  const frontPath = kycFileKey(userId, id, 'front', frontType);
  const backPath = kycFileKey(userId, id, 'back', backType);
  await deps.files.put(frontPath, upload.front);
  await deps.files.put(backPath, upload.back);
  try {
    const row = await insertKycDocument(deps.db, {
      id,
      userId,
      documentType: upload.documentType,
      frontPath,
      frontMime: frontType,
      backPath,
      backMime: backType,
      status: 'submitted',
      meta: { frontBytes: upload.front.length, backBytes: upload.back.length },
      createdAt: now,
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
 * One side of a document for its owner or for staff. Anyone else gets the same 404 as for a document that does
 * not exist, so ids cannot be probed.
 */
export async function openKycImage(
  deps: KycDeps,
  viewer: AuthUser,
  id: string,
  side: KycSide,
): Promise<{ stream: Readable; mime: string; filename: string }> {
  const row = await findKycDocument(deps.db, id);
  const allowed = row && (row.userId === viewer.id || viewer.role === 'staff' || viewer.role === 'admin');
  if (!row || !allowed) throw notFound('Document');
  const path = side === 'front' ? row.frontPath : row.backPath;
  const mime = (side === 'front' ? row.frontMime : row.backMime) as KycImageType;
  const stream = deps.files.read(path);
  if (!stream) throw notFound('Document');
  return { stream, mime, filename: `${side}.${extensionFor[mime] ?? 'bin'}` };
}
