import { UPLOAD_MAX_BYTES } from '@food/contract';
import type { MessageId } from '@food/i18n';

export const INVALID_UPLOAD_RESPONSE = 'Invalid response format - missing image_url';

/** Why a chosen file cannot be uploaded (a message id), checked before it is sent; null when it can. */
export function imageFileProblem(file: { type: string; size: number }): MessageId | null {
  if (!file.type.startsWith('image/')) return 'catalogue.image.notImage';
  if (file.size > UPLOAD_MAX_BYTES) return 'catalogue.image.tooLarge';
  if (file.size === 0) return 'catalogue.image.empty';
  return null;
}

/** The uploaded image's path from the server's answer (`image_url`, also seen as `data.image_url`). */
export function imageUrlOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { image_url: direct, data } = body as {
      image_url?: unknown;
      data?: { image_url?: unknown } | null;
    };
    const url = typeof direct === 'string' ? direct : data?.image_url;
    if (typeof url === 'string' && url !== '') return url;
  }
  throw new Error(INVALID_UPLOAD_RESPONSE);
}
