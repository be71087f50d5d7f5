import { createHash } from 'node:crypto';

/**
 * A picture file's name: its path below /uploads/, one folder (a store's id, or `demo`) and a WebP or
 * AVIF file (modules/images re-encodes every upload). Nothing else is stored or served, and the
 * pattern has no dots but the extension's, so a name never leaves its folder.
 */
const IMAGE_NAME = /^[\w-]+\/[\w-]+\.(?:webp|avif)$/;

export const isImageName = (name: string) => IMAGE_NAME.test(name);

export interface ImageFile {
  name: string;
  data: Buffer;
}

interface StoredImageFile {
  data: Buffer;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** Where picture files live: UPLOAD_DIR on the embedded database, a table on PostgreSQL. */
export interface ImageStore {
  /**
   * Stores the files; a name that is stored already keeps its bytes, so that what a URL once served
   * it always serves (the answers are cached as immutable).
   */
  save(files: ImageFile[]): Promise<void>;
  /** The file, or null when there is none by that name. */
  read(name: string): Promise<StoredImageFile | null>;
  /** Deletes the files; names not stored are no error. */
  remove(names: string[]): Promise<void>;
}

export function assertImageName(name: string) {
  if (!isImageName(name)) throw new Error(`not a picture file's name: ${JSON.stringify(name)}`);
}

export const contentTypeOf = (name: string) => (name.endsWith('.avif') ? 'image/avif' : 'image/webp');

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');
