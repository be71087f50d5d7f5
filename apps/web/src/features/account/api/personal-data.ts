import type { Message } from '@food/contract';
import { api } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/** GET /users/me/export, saved as the JSON file the server names ("my-data-2026-06-10.json"). */
export async function downloadPersonalData(today: string): Promise<void> {
  saveFile(await api.blob('/users/me/export'), `my-data-${today}.json`);
}

/** DELETE /users/me: the password confirms it. */
export function deleteAccount(password: string): Promise<Message> {
  return api.delete<Message>('/users/me', undefined, { password });
}
