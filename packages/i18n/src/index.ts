export { LANGUAGES, isLanguage, type Language } from '@food/contract/languages';
export * from './domains.ts';
export * from './format-locale.ts';
export type { MessageId } from './message-id.ts';
