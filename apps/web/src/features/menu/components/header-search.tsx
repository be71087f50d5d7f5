import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { SearchField } from '@/components/ui/search-field.tsx';
import { cartUi, useCartUi } from '@/features/cart/cart-ui.ts';
import { useSearchQuery } from '../hooks/use-menu-search.ts';

const loadSearchModal = () => import('./search-modal.tsx');
const SearchModal = lazy(loadSearchModal);

/** The menu search: a box in the header on wide screens, a button that opens a search dialog on phones. */
export function HeaderSearch() {
  const intl = useIntl();
  const { query, setQuery } = useSearchQuery();
  const { searchOpen } = useCartUi();
  // The dialog's code downloads when it is first opened, then stays.
  const [used, setUsed] = useState(false);
  if (searchOpen && !used) setUsed(true);
  return (
    <>
      {used && (
        <Suspense fallback={null}>
          <SearchModal open={searchOpen} onClose={cartUi.closeSearch} />
        </Suspense>
      )}
      <div className="hidden max-w-72 min-w-40 flex-1 xl:block">
        <SearchField
          label={intl.formatMessage({ id: 'menu.search.title' })}
          value={query}
          onChange={setQuery}
          placeholder={intl.formatMessage({ id: 'menu.search.header_placeholder' })}
        />
      </div>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'menu.search.title' })}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSearchModal()}
        onClick={() => {
          void loadSearchModal();
          cartUi.openSearch();
        }}
        className="relative grid size-11 place-items-center rounded-xl border border-cream-300 bg-white text-ink-800 hover:border-ink-500 xl:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
        {query.trim() !== '' && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 size-3 rounded-full bg-brand-600 ring-2 ring-white"
          />
        )}
      </button>
    </>
  );
}
