import { formatMoney, toMinor, type CurrencySettings } from '@food/money';
import { NotebookPen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ITEM_NOTE_MAX, ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { keyOf, lineTotalMinor, optionsText, type CartLine } from '../cart.ts';
import { soldOutNotes } from '../cart-freshness.ts';
import { cartStore } from '../use-cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/**
 * One line of a product. A sold-out line says why and cannot grow; when the product has other lines it
 * gets its own Remove, beside the product's.
 */
export function CartLineRow({
  line,
  money,
  now,
  timeZone,
  ownRemove,
}: {
  line: CartLine;
  money: CurrencySettings | undefined;
  now: number;
  timeZone: string;
  ownRemove: boolean;
}) {
  const intl = useIntl();
  const key = keyOf(line);
  const unit = money ? formatMoney(toMinor(line.displayPrice), money) : '';
  const soldOut = soldOutNotes(line, now, timeZone, intl);
  const options = optionsText(line.options);
  return (
    <li className="flex items-start justify-between gap-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-ink-800">
          {line.selectedVariant
            ? intl.formatMessage(
                { id: 'cart.line.variant' },
                { quantity: line.quantity, variant: line.selectedVariant.name, price: unit },
              )
            : intl.formatMessage({ id: 'cart.line.simple' }, { quantity: line.quantity, price: unit })}
        </p>
        {options !== '' && <p className="text-ink-700">{options}</p>}
        <p className="text-ink-600 tabular-nums">{money ? formatMoney(lineTotalMinor(line), money) : ''}</p>
        {soldOut.map((note) => (
          <p
            key={note}
            className="mt-1 w-fit rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-bold text-danger-700 ring-1 ring-danger-700/20"
          >
            {note}
          </p>
        ))}
        {soldOut.length > 0 && ownRemove && (
          <button
            type="button"
            onClick={() => cartStore.remove(key)}
            aria-label={
              options === ''
                ? intl.formatMessage({ id: 'cart.remove_product' }, { name: line.displayName })
                : intl.formatMessage({ id: 'cart.remove_line' }, { name: line.displayName, options })
            }
            className="-mx-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-danger-700 underline decoration-danger-700/40 underline-offset-4 hover:decoration-danger-700"
          >
            <FormattedMessage id="cart.remove" />
          </button>
        )}
        <LineNote line={line} />
      </div>
      <QuantityStepper
        tone="soft"
        quantity={line.quantity}
        itemName={line.displayName}
        canIncrease={line.quantity < ORDER_QUANTITY_MAX && soldOut.length === 0}
        onDecrease={() => cartStore.setQuantity(key, line.quantity - 1)}
        onIncrease={() => cartStore.setQuantity(key, line.quantity + 1)}
      />
    </li>
  );
}

/** The line's note for the kitchen ("no onions"): shown, added or changed in place. */
function LineNote({ line }: { line: CartLine }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) cartStore.setNote(keyOf(line), draft);
    setDraft(null);
  };
  if (draft !== null) {
    return (
      <form onSubmit={save} className="mt-2 space-y-2">
        <TextField
          label={intl.formatMessage({ id: 'cart.note.label' }, { name: line.displayName })}
          placeholder={intl.formatMessage({ id: 'cart.note.placeholder' })}
          value={draft}
          maxLength={ITEM_NOTE_MAX}
          onChange={(event) => setDraft(event.target.value)}
          hint={intl.formatMessage(
            { id: 'cart.note.characters' },
            { count: draft.trim().length, max: ITEM_NOTE_MAX },
          )}
          autoFocus
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            <FormattedMessage id="cart.note.save" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
            <FormattedMessage id="cart.note.cancel" />
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="mt-1">
      {line.note && (
        <p className="text-ink-700">
          <FormattedMessage
            id="cart.note.shown"
            values={{ note: line.note, strong: (chunks) => <span className="font-semibold">{chunks}</span> }}
          />
        </p>
      )}
      <button
        type="button"
        onClick={() => setDraft(line.note)}
        aria-label={intl.formatMessage(
          { id: line.note ? 'cart.note.change_for' : 'cart.note.add_for' },
          { name: line.displayName },
        )}
        className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-left font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700 sm:min-h-0 sm:py-1"
      >
        <NotebookPen aria-hidden="true" className="size-4" />
        {intl.formatMessage({ id: line.note ? 'cart.note.change' : 'cart.note.add' })}
      </button>
    </div>
  );
}
