import { useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { getIntl, subscribeToLanguage } from './language.ts';

/** Every text below speaks the active language, and changes with it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const intl = useSyncExternalStore(subscribeToLanguage, getIntl, getIntl);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
