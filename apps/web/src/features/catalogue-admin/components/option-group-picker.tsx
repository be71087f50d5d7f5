import type { OptionGroup } from '@food/contract';
import { groupRuleText } from '@food/contract/option-choice';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { RowNumber, RowOrderButtons, useOrderedRows } from './ordered-rows.tsx';

type OptionGroupPickerProps = {
  /** The chosen groups' ids, in order. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** The store's option groups; undefined while they load. */
  groups: OptionGroup[] | undefined;
  /** The groups the product already has, to name them should the store's list not have loaded. */
  current: OptionGroup[];
  error?: string;
};

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The product's option groups: chosen from the store's, in the order customers are asked them. */
export function OptionGroupPicker({ value, onChange, groups, current, error }: OptionGroupPickerProps) {
  const [adding, setAdding] = useState('');
  const errorId = useId();
  const byId = new Map([...current, ...(groups ?? [])].map((group) => [group.id, group]));
  const rows = useOrderedRows({
    keys: value.map(String),
    move: (from, to) => onChange(moved(value, from, to)),
    remove: (index) => onChange(value.filter((_, at) => at !== index)),
  });
  const available = (groups ?? []).filter((group) => !value.includes(group.id));

  const select = useRef<HTMLSelectElement>(null);
  const add = () => {
    const id = Number(adding);
    if (!id || value.includes(id)) {
      select.current?.focus();
      return;
    }
    onChange([...value, id]);
    setAdding('');
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">Option groups</legend>
      <p className="-mt-1 text-sm text-ink-600">
        Choices customers make with this product, such as a sauce, in the order they are asked.
      </p>
      <p role="status" className="sr-only">
        {rows.announcement}
      </p>
      {value.length > 0 && (
        <ol className="space-y-2">
          {value.map((id, index) => {
            const group = byId.get(id);
            const name = group?.name ?? `option group ${index + 1}`;
            return (
              <li
                key={id}
                className="flex items-center justify-between gap-2 rounded-xl border border-cream-300 bg-cream-50 py-1.5 pr-1.5 pl-3"
              >
                <div className="min-w-0 text-sm">
                  <p className="truncate font-bold text-ink-800">
                    <RowNumber noun="Option group" index={index} />
                    {name}
                  </p>
                  {group && (
                    <p className="truncate text-ink-700">
                      {groupRuleText(group)} · {group.options.map((option) => option.name).join(', ')}
                    </p>
                  )}
                </div>
                <RowOrderButtons rows={rows} index={index} name={name} />
              </li>
            );
          })}
        </ol>
      )}
      {groups?.length === 0 ? (
        <p className="text-sm text-ink-700">
          Your store has no option groups yet.{' '}
          <TextLink to={paths.admin.optionGroups.getHref()}>Add them on the Option groups screen</TextLink>.
        </p>
      ) : (
        available.length > 0 && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <SelectField
              label="Add an option group"
              placeholder="Choose a group"
              className="min-w-0 flex-1"
              ref={select}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              options={available.map((group) => ({
                value: group.id,
                label: `${group.name} (${groupRuleText(group)})`,
              }))}
            />
            <Button
              id={rows.addButtonId}
              variant="secondary"
              className="h-12 self-start sm:self-auto"
              onClick={add}
            >
              <Plus aria-hidden="true" />
              Add group
            </Button>
          </div>
        )
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
