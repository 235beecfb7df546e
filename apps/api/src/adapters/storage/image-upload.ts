import { randomUUID } from 'node:crypto';
import { imageTooLargeMessage, MEDIA_WIDTHS, type MediaWidth, mediaVariant } from '@staybook/contract/media';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/http-errors.js';
import type { FileStorage } from './index.js';

/**
 * The storage key of a stored picture (`uploads/hero/<id>.webp`, at 1280 px) at one of the widths the site serves,
 * named as the pages ask for it (the contract's mediaVariant): `uploads/hero/<id>.w960.webp`.
 */
export function storedWidthKey(key: string, width: MediaWidth): string {
  return mediaVariant(`/media/${key}`, width).slice('/media/'.length);
}

/** A stored picture at one width: sharp's WebP of `source` resized to `width` px wide (EXIF rotation applied). */
export function webpAtWidth(source: Buffer, width: number) {
  return sharp(source)
    .rotate()
    .resize({ width, withoutEnlargement: false })
    .webp({ quality: 75 })
    .toBuffer({ resolveWithObject: true });
}

/** JPEG, PNG or WebP, judged by the file's first bytes rather than its name or declared type. */
export function isSupportedImage(head: Buffer): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

export interface StoredImage {
  /** Public URL of the 1280 px version. */
  url: string;
  width: number;
  height: number;
}

/**
 * Reads one multipart file from the field `field`, checks its type by magic bytes and its size, and stores it
 * as WebP at every served width under `uploads/<folder>/<uuid>`. Errors are the API's coded errors (413, 415, 400).
 * `maxBytes` is the configured UPLOAD_LIMIT_BYTES; the 413 names it, so the console can show the real limit.
 */
export async function receiveImageUpload(
  request: FastifyRequest,
  media: FileStorage,
  folder: string,
  maxBytes: number,
  field = 'image',
): Promise<StoredImage> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the image as multipart/form-data in a field named ${field}.`,
    );
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (file?.fieldname !== field) throw badRequest(`Send the image in a field named ${field}.`);
  const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', imageTooLargeMessage(maxBytes));
  const buffer = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  if (!isSupportedImage(buffer.subarray(0, 16)))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG, PNG or WebP file.');
  const key = `uploads/${folder}/${randomUUID()}.webp`;
  let width = 1280;
  let height = 0;
  try {
    for (const w of MEDIA_WIDTHS) {
      const { data, info } = await webpAtWidth(buffer, w);
      if (w === 1280) {
        width = info.width;
        height = info.height;
      }
      await media.put(storedWidthKey(key, w), data);
    }
  } catch {
    throw badRequest('The image could not be read.');
  }
  return { url: `/media/${key}`, width, height };
}
