import { UPLOAD_MAX_BYTES } from '@food/contract';
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { diskImageStore } from './disk-image-store.ts';
import type { ImageFile, ImageStore } from './image-store.ts';
import { postgresImageStore } from './postgres-image-store.ts';
import { findStoreImage, insertImage } from './repository.ts';
import { encodeVariants, pictureFileNames, variantPath, type Variant } from './variants.ts';

export { encodeVariants, type ImageFile, type ImageStore, type Variant };
export { copyImageFiles } from './copy-image-files.ts';

/** `/uploads/<name>`: the URL a picture file is served at (serve-routes.ts). */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Where this server keeps picture files: in PostgreSQL, so that every process behind a load balancer
 * serves every picture; on the embedded database, which one process uses, in UPLOAD_DIR.
 */
export function imageStoreFor(database: Pick<DatabaseHandle, 'db' | 'kind'>, uploadDir: string): ImageStore {
  const disk = diskImageStore(uploadDir);
  return database.kind === 'postgres' ? postgresImageStore(database.db, disk) : disk;
}

/** The picture with its variants, as files named after `main`. */
export const pictureFiles = (main: string, data: Buffer, variants: Variant[]): ImageFile[] => [
  { name: main, data },
  ...variants.map((variant) => ({
    name: variantPath(main, variant.width, variant.format),
    data: variant.data,
  })),
];

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
 * Checks that the bytes are an accepted image, stores them re-encoded as WebP in the store's folder
 * with their variants (variants.ts) and records them; answers the server-relative URL. The name is new
 * for every upload, so its bytes never change, and ends in the picture's size
 * (`<uuid>-<width>x<height>.webp`), which tells the web which variants exist.
 */
export async function uploadImage(
  { db, images }: { db: Database; images: ImageStore },
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

  const name = `${upload.storeId}/${randomUUID()}-${info.width}x${info.height}.webp`;
  const url = `${UPLOADS_PREFIX}${name}`;
  try {
    await images.save(pictureFiles(name, data, variants));
    await insertImage(db, {
      storeId: upload.storeId,
      uploadedBy: upload.userId,
      url,
      width: info.width,
      height: info.height,
      bytes: info.size,
    });
  } catch (error) {
    await images.remove(pictureFileNames(name));
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
