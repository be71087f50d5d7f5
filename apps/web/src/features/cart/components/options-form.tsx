import type { OptionGroup, Product } from '@food/contract';
import { isSingleChoice, ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { choiceProblems } from '@food/contract/option-choice';
import { formatMoney, toMinor, type CurrencySettings } from '@food/money';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { StickyModalActions } from '@/components/ui/modal.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useCurrency } from '@/features/store/hooks/use-currency.ts';
import { cn } from '@/lib/cn.ts';
import { choiceProblem, groupRule, missingChoice } from '../choice-text.ts';
import { addToCart, chosenOptions, createCartLine, keyOf, lineQuantity } from '../cart.ts';
import {
  choiceTotalMinor,
  initialChoice,
  isOptionDisabled,
  liveGroups,
  toggleOption,
  withChoiceQuantity,
  type ProductChoice,
} from '../product-choice.ts';
import { isSoldOut } from '@/lib/sold-out.ts';
import { cartStore } from '../use-cart.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/** Between the parts of a choice's accessible name; typography, not words. */
const SPACE = ' ';

type OptionsFormProps = { product: Product; suggestedVariantId: number | null; onClose: () => void };

/**
 * One line of a product with option groups: its variant, each group's options (radio buttons when
 * exactly one is chosen, checkboxes otherwise) and a quantity, with the line's price as it is chosen.
 * Add, kept in view with the line's price, says which group still needs a choice and shows it when
 * pressed too early (issue 33); it is off only for what no choice can mend (sold out).
 */
export function OptionsForm({ product, suggestedVariantId, onClose }: OptionsFormProps) {
  const intl = useIntl();
  const money = useCurrency(STORE_ID);
  const hintId = useId();
  const [choice, setChoice] = useState<ProductChoice>(() => initialChoice(product, suggestedVariantId));
  // Sold out until a time: as it was when the dialog opened (the menu is read again when it ends).
  const [openedAt] = useState(() => Date.now());
  const groups = liveGroups(product, openedAt);
  const variants = product.type === 'variable' ? product.variants : [];
  const variant = variants.find((candidate) => candidate.id === choice.variantId) ?? null;
  const problem = choiceProblems(groups, choice.optionIds)[0];
  const soldOut = isSoldOut(product, openedAt);
  const canAdd = !problem && !soldOut && (product.type === 'simple' || variant !== null);
  // A group still short of its minimum does not turn Add off: pressed, Add shows the group and says so.
  const missing = problem?.kind === 'too_few' ? problem.group : null;
  const [askedEarly, setAskedEarly] = useState(false);
  const groupSets = useRef(new Map<number, HTMLFieldSetElement>());
  const format = (minor: number) => (money ? formatMoney(minor, money) : '');
  const hint = soldOut
    ? intl.formatMessage({ id: 'cart.dialog.sold_out' }, { name: product.name })
    : missing
      ? askedEarly
        ? missingChoice(intl, missing)
        : null
      : problem
        ? choiceProblem(intl, product.name, problem)
        : null;

  const showMissing = (groupId: number) => {
    setAskedEarly(true);
    const fieldset = groupSets.current.get(groupId);
    fieldset?.scrollIntoView({ block: 'start' });
    fieldset?.querySelector<HTMLInputElement>('input:enabled')?.focus({ preventScroll: true });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (missing) return showMissing(missing.id);
        const options = chosenOptions(product, choice.optionIds);
        if (!canAdd || !options) return;
        const line = createCartLine(product, variant, choice.quantity, { options });
        // The same choice again adds to the line it already has in the cart.
        cartStore.apply((cart) =>
          addToCart(cart, { ...line, quantity: lineQuantity(cart, keyOf(line)) + line.quantity }),
        );
        onClose();
      }}
      className="space-y-5"
    >
      {variants.length > 0 && (
        <ChoiceSet
          legend={intl.formatMessage({ id: 'cart.dialog.variant' })}
          rule={groupRule(intl, { min: 1, max: 1 })}
        >
          {variants.map((candidate) => (
            <ChoiceRow
              key={candidate.id}
              type="radio"
              name={`product-${product.id}-variant`}
              label={candidate.name}
              price={format(toMinor(candidate.price))}
              checked={candidate.id === choice.variantId}
              onChange={() => setChoice({ ...choice, variantId: candidate.id })}
            />
          ))}
        </ChoiceSet>
      )}
      {groups.map((group) => (
        <GroupChoice
          key={group.id}
          group={group}
          choice={choice}
          money={money}
          onChange={setChoice}
          unmet={askedEarly && missing?.id === group.id}
          fieldsetRef={(element) => {
            if (element) groupSets.current.set(group.id, element);
            else groupSets.current.delete(group.id);
          }}
        />
      ))}
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-ink-800">
          <FormattedMessage id="cart.dialog.quantity" />
        </span>
        <QuantityStepper
          tone="soft"
          quantity={choice.quantity}
          itemName={product.name}
          canDecrease={choice.quantity > 1}
          canIncrease={choice.quantity < ORDER_QUANTITY_MAX}
          onDecrease={() => setChoice(withChoiceQuantity(choice, choice.quantity - 1))}
          onIncrease={() => setChoice(withChoiceQuantity(choice, choice.quantity + 1))}
        />
      </div>
      <StickyModalActions note={hint} noteId={hintId}>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="store.ui.cancel" />
        </Button>
        <Button
          type="submit"
          disabled={!canAdd && !missing}
          aria-describedby={hint ? hintId : undefined}
          className="flex-1 sm:flex-none"
        >
          {money ? (
            <FormattedMessage
              id="cart.dialog.add_with_total"
              values={{
                total: format(choiceTotalMinor(product, groups, choice)),
                price: (chunks) => <span className="font-medium opacity-90">{chunks}</span>,
              }}
            />
          ) : (
            <FormattedMessage id="cart.dialog.add_to_cart" />
          )}
        </Button>
      </StickyModalActions>
    </form>
  );
}

function GroupChoice({
  group,
  choice,
  money,
  onChange,
  unmet,
  fieldsetRef,
}: {
  group: OptionGroup;
  choice: ProductChoice;
  money: CurrencySettings | undefined;
  onChange: (choice: ProductChoice) => void;
  /** Add was pressed while this group still lacked its minimum. */
  unmet: boolean;
  fieldsetRef: Ref<HTMLFieldSetElement>;
}) {
  const intl = useIntl();
  const single = isSingleChoice(group);
  return (
    <ChoiceSet legend={group.name} rule={groupRule(intl, group)} unmet={unmet} fieldsetRef={fieldsetRef}>
      {group.options.map((option) => (
        <ChoiceRow
          key={option.id}
          type={single ? 'radio' : 'checkbox'}
          name={`group-${group.id}`}
          label={option.name}
          price={
            option.price > 0 && money
              ? intl.formatMessage(
                  { id: 'cart.dialog.option_price' },
                  { price: formatMoney(toMinor(option.price), money) },
                )
              : ''
          }
          soldOut={option.sold_out}
          checked={choice.optionIds.includes(option.id)}
          disabled={isOptionDisabled(group, option, choice.optionIds)}
          onChange={(checked) => onChange(toggleOption(choice, group, option.id, checked))}
        />
      ))}
    </ChoiceSet>
  );
}

function ChoiceSet({
  legend,
  rule,
  unmet = false,
  fieldsetRef,
  children,
}: {
  legend: string;
  rule: string;
  unmet?: boolean;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
  children: ReactNode;
}) {
  return (
    <fieldset ref={fieldsetRef} className="scroll-mt-2">
      <legend className="mb-2 flex w-full items-baseline justify-between gap-3">
        <span className="font-semibold text-ink-900">{legend}</span>
        <span className={cn('text-sm', unmet ? 'font-semibold text-danger-700' : 'text-ink-600')}>
          {rule}
        </span>
      </legend>
      <div
        className={cn(
          'divide-y divide-cream-200 rounded-xl ring-1',
          unmet ? 'ring-2 ring-danger-700' : 'ring-cream-300',
        )}
      >
        {children}
      </div>
    </fieldset>
  );
}

function ChoiceRow({
  type,
  name,
  label,
  price,
  soldOut = false,
  checked,
  disabled = false,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  price: string;
  soldOut?: boolean;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 items-center gap-3 px-3 py-2 text-sm first:rounded-t-xl last:rounded-b-xl',
        'has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-(--focus-ring)',
        disabled ? 'cursor-not-allowed text-ink-600' : 'cursor-pointer text-ink-900 hover:bg-cream-50',
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1 font-medium">
        {label}
        {/* Spaces, so that the control's name reads "Olives Sold out +£1.00", not "OlivesSold out+£1.00". */}
        {soldOut && (
          <>
            {SPACE}
            <span className="ml-1 text-xs font-semibold text-danger-700">
              <FormattedMessage id="menu.sold_out.label" />
            </span>
          </>
        )}
      </span>
      {SPACE}
      {price && <span className="shrink-0 tabular-nums">{price}</span>}
    </label>
  );
}
