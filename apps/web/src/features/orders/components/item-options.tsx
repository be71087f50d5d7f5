import type { OrderItem } from '@food/contract';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { optionText } from '../format.ts';

/** An order line's chosen options under its name: "Tomato sauce · Mushrooms (+£1.00)". */
export function ItemOptions({
  options,
  money,
  className,
}: {
  options: OrderItem['options'];
  money: (amount: number) => string;
  className?: string;
}) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'orders.item.options' })}
      className={cn('flex flex-wrap gap-x-1.5', className)}
    >
      {options.map((option, index) => (
        // Copies on the order: a name may repeat across groups, so the position is the key.
        <li key={index}>
          {index > 0 && (
            <span aria-hidden="true" className="mr-1.5">
              {intl.formatMessage({ id: 'orders.item.option_separator' })}
            </span>
          )}
          {optionText(option, money, intl)}
        </li>
      ))}
    </ul>
  );
}
