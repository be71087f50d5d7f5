import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * Puts the server's per-field validation messages (`fields` of a 422) on the form's fields.
 * Answers whether any field got one, so the caller can show a general message otherwise.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    if (fieldNames.includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      shown = true;
    }
  }
  return shown;
}

/** The server's sentence when it gave one, otherwise the screen's own failure text (spec §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.message : fallback;
}
