import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './index.js';

export interface S3StorageOptions {
  bucket: string;
  /** Folder inside the bucket for this storage ('media/', 'private/'); keys are written under it. */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a local test server); absent for AWS itself. */
  endpoint?: string | undefined;
  /** Path-style addresses (bucket in the path), which most S3-compatible services need. */
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Encrypt objects at rest with the service's own keys (SSE-S3); private objects always are. */
  encryptAll?: boolean;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey || err instanceof NotFound) return true;
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;
}

/** A key inside the storage's folder; a key that tries to leave it is refused (as the local disk refuses one). */
function objectKey(prefix: string, key: string): string {
  if (key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.' || part === ''))
    throw new Error(`storage key escapes its root: ${key}`);
  return `${prefix}${key}`;
}

/**
 * Files in an S3-compatible object store, shared by every API process (issue 25). Private objects (KYC documents,
 * already sealed by encrypted-storage.ts) are written without any public grant and encrypted at rest by the service;
 * public media carry a year's cache header so a CDN in front of the bucket (or of /media) keeps them.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  const Bucket = options.bucket;
  const keyOf = (key: string) => objectKey(options.prefix, key);

  return {
    client: s3,
    async put(key, data, putOptions = {}) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentTypeOf(key),
          ...(putOptions.private
            ? { ServerSideEncryption: 'AES256', CacheControl: 'private, no-store' }
            : {
                CacheControl: 'public, max-age=31536000, immutable',
                ...(options.encryptAll ? { ServerSideEncryption: 'AES256' as const } : {}),
              }),
        }),
      );
    },
    async read(key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return out.Body instanceof Readable ? out.Body : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async readBuffer(key) {
      const out = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      if (!out.Body) throw new Error(`storage: no body for ${key}`);
      return Buffer.from(await out.Body.transformToByteArray());
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
