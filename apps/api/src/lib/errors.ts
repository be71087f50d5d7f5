import { ERROR_STATUS, type ApiError, type ErrorCode, type Language } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';

/** What an error may add to `{ detail, code, params, fields }`. */
type ErrorExtras = Pick<ApiError, 'next_slot'>;

/** A value a sentence names; a function for one written in the reader's language (an amount of money). */
type ErrorParam = string | number | ((language: Language) => string);
export type ErrorParams = Record<string, ErrorParam>;

/** A field's problem: a catalogue message and its values. */
export type FieldMessage = { id: MessageId; params?: ErrorParams };
export type FieldMessages = Record<string, FieldMessage[]>;

/** The params in `language`, as the answer's `params` carries them. */
export function paramsIn(language: Language, params: ErrorParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(language) : value,
    ]),
  );
}

export const translateMessage = (language: Language, { id, params }: FieldMessage) =>
  translate(language, id, params && paramsIn(language, params));

/**
 * The one error type of the API: a stable, specific code with the values its sentence names. The error
 * handler answers `{ detail, code, params?, fields? }`, `detail` being `errors.<code>` in the request's
 * language; the error's own message is the English sentence, for logs.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
    readonly options: { fields?: FieldMessages; extras?: ErrorExtras } = {},
  ) {
    super(translateMessage('en', { id: `errors.${code}`, params }));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  /** The sentence of the code in `language`. */
  detailIn(language: Language): string {
    return translateMessage(language, { id: `errors.${this.code}`, params: this.params });
  }
}

/** A 422 (or the code's status) whose problem is one field's: the field names the code's sentence too. */
export function fieldError(code: ErrorCode, field: string, params?: ErrorParams): AppError {
  return new AppError(code, params, { fields: { [field]: [{ id: `errors.${code}`, params }] } });
}

/** Several fields' problems at once: the first one's code and sentence are the answer's. */
export function fieldsError(problems: { field: string; code: ErrorCode; params?: ErrorParams }[]): AppError {
  const [first] = problems;
  if (!first) throw new Error('fieldsError needs at least one problem');
  const fields: FieldMessages = {};
  for (const { field, code, params } of problems)
    (fields[field] ??= []).push({ id: `errors.${code}`, params });
  return new AppError(first.code, first.params, { fields });
}

/** A 422 `validation_failed` naming one field with a catalogue message, as a schema's refusal reads. */
export function fieldMessageError(field: string, id: MessageId): AppError {
  const message = (language: Language) => translate(language, id);
  return new AppError('validation_failed', { field, message }, { fields: { [field]: [{ id }] } });
}
