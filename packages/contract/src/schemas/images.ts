import { z } from 'zod';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const ImageUploadResponseSchema = z
  .object({ image_url: z.string(), data: z.object({ image_url: z.string() }) })
  .meta({ id: 'ImageUpload' });
