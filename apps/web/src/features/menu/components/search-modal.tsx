import { Search } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useCategories } from '../api/get-categories.ts';
import { useSearchQuery } from '../hooks/use-menu-search.ts';
import { useProductSearch } from '../hooks/use-product-search.ts';
import { countProducts } from '../search.ts';

const PREVIEW_COUNT = 6;

/** The phone's search (spec §2): type, see how many dishes match, then look at them on the menu. */
export default function SearchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { query, setQuery } = useSearchQuery();
  const inputId = useId();
  const categories = useCategories(STORE_ID);
  const { groups, isPending } = useProductSearch(STORE_ID, categories.data ?? [], query);
  const count = countProducts(groups);
  const names = groups
    .flatMap((group) => group.products.map((product) => product.name))
    .slice(0, PREVIEW_COUNT);
  const searching = query.trim() !== '';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage({ id: 'menu.search.title' })}
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          <FormattedMessage id="menu.search.label" />
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600"
          />
          <input
            id={inputId}
            type="search"
            autoFocus
            enterKeyHint="search"
            value={query}
            placeholder={intl.formatMessage({ id: 'menu.search.placeholder' })}
            onChange={(event) => setQuery(event.target.value)}
            className="h-12 w-full rounded-xl border border-ink-500 bg-white pr-3 pl-9 text-base text-ink-900 placeholder:text-ink-600"
          />
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-ink-600">
          {!searching
            ? intl.formatMessage({ id: 'menu.search.type' })
            : isPending
              ? intl.formatMessage({ id: 'menu.search.searching' })
              : count === 0
                ? intl.formatMessage({ id: 'menu.search.none' })
                : intl.formatMessage({ id: 'menu.search.matches' }, { count })}
        </p>
        {searching && names.length > 0 && (
          <ul className="mt-2 divide-y divide-cream-200 rounded-xl bg-cream-50 ring-1 ring-cream-200">
            {names.map((name, index) => (
              <li key={`${name}-${index}`} className="truncate px-3 py-2.5 text-sm font-medium text-ink-800">
                {name}
              </li>
            ))}
            {count > names.length && (
              <li className="px-3 py-2.5 text-sm text-ink-600">
                <FormattedMessage id="menu.search.more" values={{ count: count - names.length }} />
              </li>
            )}
          </ul>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {searching && (
            <Button variant="secondary" onClick={() => setQuery('')}>
              <FormattedMessage id="menu.search.clear" />
            </Button>
          )}
          <Button type="submit">
            {searching && count > 0
              ? intl.formatMessage({ id: 'menu.search.show' }, { count })
              : intl.formatMessage({ id: 'menu.search.back' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
