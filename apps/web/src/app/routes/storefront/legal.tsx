/** The legal pages, one chunk: each is small, and they share their frame and the Markdown renderer. */
export { Imprint } from '@/features/legal/components/imprint.tsx';
export { Privacy } from '@/features/legal/components/privacy.tsx';
export { Terms } from '@/features/legal/components/terms.tsx';
