import { LANGUAGES, type Language } from '@food/contract';
import { CircleAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** The default text (shown where a language has none of its own), then one tab per language. */
export type TextTab = 'default' | Language;
const TEXT_TABS: readonly TextTab[] = ['default', ...LANGUAGES];

type LanguageTabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  /** The tabs whose fields have an error: each is marked, and a failed save opens the first. */
  errorTabs: readonly TextTab[];
  /** The form's submit count: a new attempt that fails outside the open tab opens the failing one. */
  submitCount: number;
  /** Says under each tab what its texts are for; rows of a list (variants, options) leave it out. */
  withHints?: boolean;
  /** The fields of a tab. */
  children: (tab: TextTab) => ReactNode;
};

const trigger =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-900 sm:min-h-9 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)';

/**
 * A menu text's name and description in every language in one place: the default fields, and beside them
 * a tab per language whose customers should read something else. Arrow keys move between the tabs.
 */
export function LanguageTabs({
  label,
  errorTabs,
  submitCount,
  withHints = true,
  children,
}: LanguageTabsProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<TextTab>('default');
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  if (submitCount !== seenSubmit) {
    setSeenSubmit(submitCount);
    const failing = errorTabs[0];
    if (failing !== undefined && !errorTabs.includes(tab)) setTab(failing);
  }

  return (
    <Tabs.Root value={tab} onValueChange={(next) => setTab(next as TextTab)} className="min-w-0 space-y-3">
      <Tabs.List
        aria-label={label}
        className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-cream-200 p-1"
      >
        {TEXT_TABS.map((value) => {
          const name = tabName(intl, value);
          const failing = errorTabs.includes(value);
          return (
            <Tabs.Trigger
              key={value}
              value={value}
              aria-label={
                failing
                  ? intl.formatMessage({ id: 'catalogue.translation.tabError' }, { tab: name })
                  : undefined
              }
              className={trigger}
            >
              {name}
              {failing && <CircleAlert aria-hidden="true" className="size-4 text-danger-700" />}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {TEXT_TABS.map((value) => (
        <Tabs.Content
          key={value}
          value={value}
          className="space-y-3 rounded-lg focus-visible:outline-3 focus-visible:outline-(--focus-ring)"
        >
          {withHints && (
            <p className="text-sm text-ink-600">
              {value === 'default'
                ? intl.formatMessage({ id: 'catalogue.translation.defaultHint' })
                : intl.formatMessage(
                    { id: 'catalogue.translation.languageHint' },
                    { language: languageName(intl, value) },
                  )}
            </p>
          )}
          {children(value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** "German" in English, "Deutsch" in German. */
export function languageName(intl: IntlShape, language: Language): string {
  return intl.formatDisplayName(language, { type: 'language' }) ?? language;
}

function tabName(intl: IntlShape, tab: TextTab): string {
  return tab === 'default'
    ? intl.formatMessage({ id: 'catalogue.translation.defaultTab' })
    : languageName(intl, tab);
}

/** The tabs holding an error, from the errors of the default fields and of `translations`. */
export function tabsWithErrors(
  defaultHasError: boolean,
  translationErrors: Partial<Record<Language, unknown>> | undefined,
): TextTab[] {
  return [
    ...(defaultHasError ? (['default'] as const) : []),
    ...LANGUAGES.filter((language) => translationErrors?.[language] !== undefined),
  ];
}
