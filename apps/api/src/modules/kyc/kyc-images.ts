import sharp from 'sharp';

/** Large enough to read the smallest print on an identity card; larger uploads are scaled down. */
const MAX_EDGE = 2400;
/** A 5 MB file can claim a huge canvas (a decompression bomb); 40 megapixels covers any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an uploaded image and encodes it afresh as JPEG: only the pixels survive. Whatever else the file
 * carried (EXIF with GPS and the camera, ICC profile, comments, XMP, bytes appended after the image, a second
 * format hidden in the same file) is not written out. Orientation is applied first, so the picture stays upright.
 * Throws when the bytes do not decode as an image.
 */
export async function reencodeKycImage(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}
