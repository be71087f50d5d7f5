import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

type Direction = 'up' | 'down';

const iconButton =
  'grid size-10 place-items-center rounded-lg text-ink-800 transition-colors hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * Moving and removing the rows of an ordered list (variants, options, a product's option groups) by
 * buttons: the change is announced, and focus stays on the moved row or goes to the next one (by
 * element id, as the row's buttons are rendered anew). `keys` are the rows' stable keys in order.
 */
export function useOrderedRows({
  keys,
  move,
  remove,
}: {
  keys: string[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const baseId = useId();
  const buttonId = (key: string, button: Direction | 'remove') => `${baseId}-${key}-${button}`;
  const addButtonId = `${baseId}-add`;
  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const moveRow = (index: number, direction: Direction, name: string) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const key = keys[index]!;
    move(index, to);
    setAnnouncement(
      intl.formatMessage({ id: 'catalogue.rows.moved' }, { name, position: to + 1, total: keys.length }),
    );
    // Keep focus on the moved row: on the same button, or on the other one when this end is reached.
    const atEnd = direction === 'up' ? to === 0 : to === keys.length - 1;
    focusSoon(buttonId(key, atEnd ? (direction === 'up' ? 'down' : 'up') : direction));
  };

  const removeRow = (index: number, name: string) => {
    const next = keys[index + 1] ?? keys[index - 1];
    remove(index);
    setAnnouncement(intl.formatMessage({ id: 'catalogue.rows.removed' }, { name }));
    focusSoon(next === undefined ? addButtonId : buttonId(next, 'remove'));
  };

  return { announcement, addButtonId, buttonId, moveRow, removeRow, keys };
}
export type OrderedRows = ReturnType<typeof useOrderedRows>;

/** Move up, Move down and Remove for one row, each named after the row. */
export function RowOrderButtons({ rows, index, name }: { rows: OrderedRows; index: number; name: string }) {
  const intl = useIntl();
  const key = rows.keys[index]!;
  return (
    <div className="flex shrink-0 items-center">
      <button
        id={rows.buttonId(key, 'up')}
        type="button"
        aria-label={intl.formatMessage({ id: 'catalogue.rows.moveUp' }, { name })}
        title={intl.formatMessage({ id: 'catalogue.rows.moveUpTitle' })}
        disabled={index === 0}
        onClick={() => rows.moveRow(index, 'up', name)}
        className={iconButton}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        id={rows.buttonId(key, 'down')}
        type="button"
        aria-label={intl.formatMessage({ id: 'catalogue.rows.moveDown' }, { name })}
        title={intl.formatMessage({ id: 'catalogue.rows.moveDownTitle' })}
        disabled={index === rows.keys.length - 1}
        onClick={() => rows.moveRow(index, 'down', name)}
        className={iconButton}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button
        id={rows.buttonId(key, 'remove')}
        type="button"
        aria-label={intl.formatMessage({ id: 'catalogue.rows.remove' }, { name })}
        title={intl.formatMessage({ id: 'catalogue.rows.removeTitle' })}
        onClick={() => rows.removeRow(index, name)}
        className={cn(iconButton, 'text-danger-700 hover:bg-danger-50')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The row's position, read as "Variant 2:" by screen readers and shown as a numbered dot. */
export function RowNumber({ noun, index }: { noun: string; index: number }) {
  const intl = useIntl();
  return (
    <>
      <span
        aria-hidden="true"
        className="mr-2 inline-grid size-6 place-items-center rounded-full bg-white text-xs ring-1 ring-cream-300"
      >
        {intl.formatNumber(index + 1)}
      </span>
      <span className="sr-only">
        {intl.formatMessage({ id: 'catalogue.rows.number' }, { noun, number: index + 1 })}
      </span>
    </>
  );
}
