import { UPLOAD_MAX_BYTES } from '@food/contract';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { findStoreImage, insertImage } from './repository.ts';
import { encodeVariants, removePictureFiles, variantPath, type Variant } from './variants.ts';

export { encodeVariants, variantPath, type Variant };

const MAX_SIDE = 2000;
/** About a 48-megapixel phone photo; a small file that decodes to more is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export const fileTooLarge = () =>
  new AppError('file_too_large', { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 });

const fileEmpty = () => fieldError('file_empty', 'file');
const notAnImage = () => new AppError('not_an_image');

// sharp reports AVIF as HEIF; HEIC (HEVC-compressed HEIF) cannot be decoded, so it is refused with the others.
const isAccepted = (metadata: Metadata) =>
  ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && metadata.compression === 'av1');

/** What the bytes are, read from their header; null when they are no image sharp knows. */
async function readMetadata(bytes: Buffer): Promise<Metadata | null> {
  try {
    // Only the header is read here; the pixel limit is checked next with a clear answer.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** Upright, at most MAX_SIDE on each side, WebP without metadata (sharp drops EXIF, XMP and ICC by default). */
async function reencode(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('image_unreadable', undefined, {
      fields: { file: [{ id: 'errors.image_unreadable_field' }] },
    });
  }
}

/**
 * Checks that the bytes are an accepted image, stores them re-encoded as WebP under the store's upload
 * folder with their variants (variants.ts) and records them; answers the server-relative URL. The name
 * ends in the picture's size (`<uuid>-<width>x<height>.webp`), which tells the web which variants exist.
 */
export async function uploadImage(
  { db, uploadDir }: { db: Database; uploadDir: string },
  upload: { storeId: number; userId: number; bytes: Buffer },
): Promise<string> {
  if (upload.bytes.length === 0) throw fileEmpty();
  const metadata = await readMetadata(upload.bytes);
  if (!metadata || !isAccepted(metadata)) throw notAnImage();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw fieldError('image_too_many_pixels', 'file', { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
  }
  const { data, info } = await reencode(upload.bytes);
  const variants = await encodeVariants(data, info.width);

  const folder = path.join(uploadDir, String(upload.storeId));
  const fileName = `${randomUUID()}-${info.width}x${info.height}.webp`;
  const filePath = path.join(folder, fileName);
  const url = `/uploads/${upload.storeId}/${fileName}`;
  await mkdir(folder, { recursive: true });
  try {
    await Promise.all([
      writeFile(filePath, data),
      ...variants.map((variant) =>
        writeFile(variantPath(filePath, variant.width, variant.format), variant.data),
      ),
    ]);
    await insertImage(db, {
      storeId: upload.storeId,
      uploadedBy: upload.userId,
      url,
      width: info.width,
      height: info.height,
      bytes: info.size,
    });
  } catch (error) {
    await removePictureFiles(filePath);
    throw error;
  }
  return url;
}

/**
 * Whether a product or category may show this picture: no picture, or one recorded for this store in
 * `images`. The record decides, not the folder in the URL (the demo pictures live under
 * /uploads/demo/), and it is matched exactly, so a path with dot segments or escapes never matches.
 */
export async function isStoreImage(db: Database, storeId: number, url: string | null): Promise<boolean> {
  return url === null || (await findStoreImage(db, storeId, url)) !== undefined;
}

/** Refuses an `image_url` that is not this store's picture with 422 on that field. */
export async function requireStoreImage(db: Database, storeId: number, url: string | null) {
  if (!(await isStoreImage(db, storeId, url))) {
    throw fieldError('image_not_of_store', 'image_url');
  }
}
