import { SEARCH_MIN_LENGTH } from '@food/contract/constants';
import { Loader2, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useStoreSearch } from '../api/search-store.ts';
import { searchGroups, type SearchOption } from '../search-options.ts';

const TYPING_PAUSE_MS = 250;

/**
 * The header's search over the store's orders, products and categories: a combobox (ARIA 1.2) whose
 * list groups the hits. Arrows move through them, Enter opens one, Escape closes the list, then clears.
 */
export function BackOfficeSearch({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const money = useMoney(storeId);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const query = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const long = typed.length >= SEARCH_MIN_LENGTH;
  const search = useStoreSearch(storeId, query, query.length >= SEARCH_MIN_LENGTH);
  const groups = long && search.data ? searchGroups(intl, search.data, money.format) : [];
  const options = groups.flatMap((group) => group.options);
  const activeIndex = active < options.length ? active : -1;
  const expanded = open && long;
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (option: SearchOption) => `${baseId}-${option.key}`;
  const searching = query !== typed || search.isFetching;

  const choose = (option: SearchOption) => {
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (expanded) setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (expanded) setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Enter': {
        event.preventDefault();
        const option = options[activeIndex] ?? (options.length === 1 ? options[0] : undefined);
        if (expanded && option) choose(option);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText('');
        setActive(-1);
        break;
    }
  };

  let message: string | null = null;
  if (expanded && options.length === 0) {
    if (search.error && !searching) {
      message = failureMessage(search.error, intl.formatMessage({ id: 'admin.search.failed' }));
    } else if (searching) message = intl.formatMessage({ id: 'admin.search.searching' });
    else message = intl.formatMessage({ id: 'admin.search.none' }, { query: typed });
  }

  return (
    <div
      role="search"
      className="relative max-w-md min-w-0 flex-1 md:min-w-48"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {intl.formatMessage({ id: 'admin.search.label' })}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600"
      />
      <input
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options[activeIndex] ? optionId(options[activeIndex]) : undefined}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'admin.search.placeholder' })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full sm:h-10 rounded-xl border border-ink-500 bg-cream-50 pr-9 pl-9 text-sm text-ink-900 placeholder:text-ink-600 hover:border-ink-700 focus-visible:border-ink-900"
      />
      {expanded && searching && (
        <Loader2
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-ink-600"
        />
      )}
      <div
        hidden={!expanded}
        className="z-30 mt-2 max-h-[min(70dvh,32rem)] overflow-y-auto rounded-xl bg-white p-2 shadow-raised ring-1 ring-cream-200 max-sm:fixed max-sm:inset-x-2 max-sm:top-16 sm:absolute sm:top-full sm:left-0 sm:w-[28rem]"
      >
        <p role="status" className="px-3 py-2 text-sm text-ink-700 empty:hidden">
          {message}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'admin.search.results' })}
          className="empty:hidden"
        >
          {groups.map((group) => (
            <li key={group.key} role="presentation" className="not-first:mt-2">
              <ul role="group" aria-labelledby={`${baseId}-${group.key}`}>
                <li
                  role="presentation"
                  id={`${baseId}-${group.key}`}
                  className="px-3 pt-1 pb-1 text-xs font-bold tracking-wide text-ink-700 uppercase"
                >
                  {group.label}
                </li>
                {group.options.map((option) => {
                  const selected = options[activeIndex] === option;
                  return (
                    <li
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      aria-selected={selected}
                      aria-labelledby={`${optionId(option)}-label`}
                      aria-describedby={`${optionId(option)}-detail`}
                      // Keeps focus in the box, so the list does not close before the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                      className={cn(
                        'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-1.5',
                        selected ? 'bg-brand-600 text-white' : 'text-ink-900 hover:bg-cream-100',
                      )}
                    >
                      <span id={`${optionId(option)}-label`} className="text-sm font-semibold">
                        {option.label}
                      </span>
                      <span
                        id={`${optionId(option)}-detail`}
                        className={cn('text-xs', selected ? 'text-white/90' : 'text-ink-600')}
                      >
                        {option.detail}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
