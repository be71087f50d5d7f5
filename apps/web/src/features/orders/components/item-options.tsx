import type { OrderItem } from '@food/contract';
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
  if (options.length === 0) return null;
  return (
    <ul aria-label="Options" className={cn('flex flex-wrap gap-x-1.5', className)}>
      {options.map((option, index) => (
        // Copies on the order: a name may repeat across groups, so the position is the key.
        <li key={index}>
          {index > 0 && (
            <span aria-hidden="true" className="mr-1.5">
              ·
            </span>
          )}
          {optionText(option, money)}
        </li>
      ))}
    </ul>
  );
}
