import type { OptionGroup } from '@food/contract';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { groupRule } from '../catalogue-format.ts';
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
  const intl = useIntl();
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
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">
        <FormattedMessage id="catalogue.picker.legend" />
      </legend>
      <p className="-mt-1 text-sm text-ink-600">
        <FormattedMessage id="catalogue.picker.hint" />
      </p>
      <p role="status" className="sr-only">
        {rows.announcement}
      </p>
      {value.length > 0 && (
        <ol className="space-y-2">
          {value.map((id, index) => {
            const group = byId.get(id);
            const name =
              group?.name ??
              intl.formatMessage({ id: 'catalogue.picker.fallbackName' }, { number: index + 1 });
            return (
              <li
                key={id}
                className="flex items-center justify-between gap-2 rounded-xl border border-cream-300 bg-cream-50 py-1.5 pr-1.5 pl-3"
              >
                <div className="min-w-0 text-sm">
                  <p className="truncate font-bold text-ink-800">
                    <RowNumber noun={intl.formatMessage({ id: 'catalogue.picker.noun' })} index={index} />
                    {name}
                  </p>
                  {group && (
                    <p className="truncate text-ink-700">
                      {intl.formatMessage(
                        { id: 'catalogue.picker.summary' },
                        {
                          rule: groupRule(intl, group),
                          options: group.options.map((option) => option.name).join(', '),
                        },
                      )}
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
          <FormattedMessage
            id="catalogue.picker.none"
            values={{
              link: (chunks) => <TextLink to={paths.admin.optionGroups.getHref()}>{chunks}</TextLink>,
            }}
          />
        </p>
      ) : (
        available.length > 0 && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <SelectField
              label={intl.formatMessage({ id: 'catalogue.picker.add' })}
              placeholder={intl.formatMessage({ id: 'catalogue.picker.placeholder' })}
              className="min-w-0 flex-1"
              ref={select}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              options={available.map((group) => ({
                value: group.id,
                label: intl.formatMessage(
                  { id: 'catalogue.picker.option' },
                  { name: group.name, rule: groupRule(intl, group) },
                ),
              }))}
            />
            <Button
              id={rows.addButtonId}
              variant="secondary"
              className="h-12 self-start sm:self-auto"
              onClick={add}
            >
              <Plus aria-hidden="true" />
              <FormattedMessage id="catalogue.picker.addButton" />
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
