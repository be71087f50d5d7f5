import { Search } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';

/** A labelled search box for filtering a list on the page. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? intl.formatMessage({ id: 'store.ui.search_placeholder' })}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-xl border border-ink-500 bg-white pr-3 pl-9 text-base text-ink-900 placeholder:text-ink-600 hover:border-ink-700"
      />
    </div>
  );
}
