import { FormattedMessage, useIntl } from 'react-intl';
import { pageNumbers, type PageWindow } from '@/lib/list-view.ts';
import { cn } from '@/lib/cn.ts';

type PagerProps = {
  list: Pick<PageWindow<unknown>, 'page' | 'pageCount' | 'from' | 'to' | 'total'> & {
    setPage: (page: number) => void;
  };
};

const pageButton =
  'grid h-11 min-w-11 place-items-center rounded-lg px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 sm:h-10 sm:min-w-10';

/** "Showing X to Y of Z entries", Previous, at most five page numbers, Next (spec §9). */
export function Pager({ list }: PagerProps) {
  const intl = useIntl();
  const { page, pageCount, from, to, total, setPage: onPageChange } = list;
  return (
    <div className="flex flex-col items-center justify-between gap-3 pt-4 sm:flex-row">
      <p className="text-sm text-ink-700" aria-live="polite">
        <FormattedMessage id="store.ui.pager.showing" values={{ from, to, total }} />
      </p>
      <nav aria-label={intl.formatMessage({ id: 'store.ui.pager.label' })}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button
              type="button"
              className={cn(pageButton, 'text-ink-800 hover:bg-cream-200')}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <FormattedMessage id="store.ui.pager.previous" />
            </button>
          </li>
          {pageNumbers(page, pageCount).map((number) => (
            <li key={number}>
              <button
                type="button"
                aria-label={intl.formatMessage({ id: 'store.ui.pager.page' }, { number })}
                aria-current={number === page ? 'page' : undefined}
                className={cn(
                  pageButton,
                  number === page ? 'bg-brand-600 text-white' : 'text-ink-800 hover:bg-cream-200',
                )}
                onClick={() => onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={cn(pageButton, 'text-ink-800 hover:bg-cream-200')}
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            >
              <FormattedMessage id="store.ui.pager.next" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
