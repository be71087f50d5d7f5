import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { imageUrlOf } from '../image-file.ts';

/** Uploads one image (field `file`) and answers its server-relative path, e.g. /uploads/9/abc.webp. */
async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return imageUrlOf(await api.post<unknown>('/images/upload', body, { signal }));
}

export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) => uploadImage(file, signal),
  });
}
