import { ApiErrorSchema, ImageUploadResponseSchema, ROLE } from '@food/contract';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { AppError } from '../../lib/errors.ts';
import { requireAdminStore, requireUser } from '../../plugins/auth.ts';
import { fileTooLarge, uploadImage } from './service.ts';

// With attachFieldsToBody 'keyValues' the multipart plugin hands over a file field as its bytes.
const UploadBodySchema = z.object({
  file: z
    .instanceof(Buffer, { message: 'Choose an image file to upload' })
    .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB' }),
});

/** The multipart plugin's own limit errors, in words a person can act on; the rest go to the app's handler. */
function uploadErrors(error: FastifyError) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
  if (error.code === 'FST_FILES_LIMIT') throw new AppError('one_file_at_a_time');
  throw error;
}

export function imageRoutes(app: Api, { db, images }: AppContext) {
  app.post(
    '/images/upload',
    {
      schema: {
        tags: ['images'],
        summary:
          'Upload an image; it is stored as WebP of at most 2000 px without metadata, with narrower WebP and AVIF variants',
        consumes: ['multipart/form-data'],
        body: UploadBodySchema,
        response: {
          201: ImageUploadResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
      errorHandler: uploadErrors,
      // Strangers are turned away before their upload is read into memory.
      config: { guard: [ROLE.storeAdmin] },
    },
    async (request, reply) => {
      const storeId = await requireAdminStore(request);
      const user = await requireUser(request);
      const imageUrl = await uploadImage(
        { db, images },
        { storeId, userId: user.id, bytes: request.body.file },
      );
      return reply.code(201).send({ image_url: imageUrl, data: { image_url: imageUrl } });
    },
  );
}
