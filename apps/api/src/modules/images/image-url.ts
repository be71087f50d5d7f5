import type { Database } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { findStoreImage } from './repository.ts';

export const FOREIGN_IMAGE_MESSAGE = 'Upload the image to your store first';

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
    throw invalid(FOREIGN_IMAGE_MESSAGE, { image_url: [FOREIGN_IMAGE_MESSAGE] });
  }
}
