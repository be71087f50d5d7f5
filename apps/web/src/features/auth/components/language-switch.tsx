import { LANGUAGES, isLanguage } from '@food/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { api } from '@/lib/api-client.ts';
import { setLanguage } from '@/lib/i18n/language.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSession } from '../hooks/use-session.ts';

/**
 * The header's language choice: remembered in this browser (a cookie the server reads for the first page)
 * and, for a logged-in user, on their account, so e-mails and other devices follow it.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = useLanguage();
  const { user } = useSession();
  const id = useId();
  return (
    // Phones: the icon and the language's code ("DE"), the select laid over them, so that the store's
    // name keeps its room in the header; wider screens show the select itself.
    <div className="relative flex items-center rounded-xl has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)">
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage({ id: 'common.language.label' })}
      </label>
      <span
        aria-hidden="true"
        className="flex h-11 items-center gap-1 rounded-xl border border-cream-300 bg-white px-2.5 text-sm font-semibold text-ink-900 uppercase sm:hidden"
      >
        <Languages className="size-4 text-ink-800" />
        {language}
      </span>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-ink-800 max-sm:hidden"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          void setLanguage(next);
          if (user) void api.patch('/users/me', { language: next }).catch(() => {});
        }}
        className="h-11 appearance-none rounded-xl border border-cream-300 bg-white pr-3 pl-8 text-sm font-semibold text-ink-900 outline-none hover:border-ink-500 max-sm:absolute max-sm:inset-0 max-sm:opacity-0 sm:h-9"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: `common.language.${option}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
