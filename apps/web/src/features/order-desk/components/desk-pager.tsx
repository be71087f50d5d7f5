import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';

/** Previous and next page, small enough for the list's column. */
export function DeskPager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'desk.list.pager.label' })}
      className="flex items-center justify-between gap-2 pt-4"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <FormattedMessage id="desk.list.pager.previous" />
      </Button>
      <p className="text-center text-sm text-ink-700" aria-live="polite">
        <FormattedMessage id="desk.list.pager.page" values={{ page, pageCount }} />
        <span className="block text-xs text-ink-600">
          <FormattedMessage id="desk.list.pager.total" values={{ total }} />
        </span>
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="desk.list.pager.next" />
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
