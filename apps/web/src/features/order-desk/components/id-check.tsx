import type { AgeLimit } from '@food/contract';
import { IdCard } from 'lucide-react';
import { useIntl } from 'react-intl';

/**
 * "ID CHECK 18+": the order holds products with an age limit (§ 9 JuSchG), so whoever hands it over checks
 * the customer's ID. The order keeps its limit from when it was placed.
 */
export function IdCheck({ age, look }: { age: AgeLimit; look: 'row' | 'detail' | 'ticket' }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'desk.id_check.title' }, { age });
  if (look === 'row') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-danger-700 px-2 py-0.5 text-xs font-bold text-white">
        <IdCard aria-hidden="true" className="size-3.5" />
        {title}
      </span>
    );
  }
  if (look === 'ticket') {
    return <p className="mt-[2mm] border-2 border-black py-[1mm] text-[18px] font-bold uppercase">{title}</p>;
  }
  return (
    <div className="mt-3 flex items-start gap-3 rounded-xl bg-danger-700 px-4 py-3 text-white">
      <IdCard aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-display text-xl font-bold tracking-wide">{title}</p>
        <p className="text-sm">{intl.formatMessage({ id: 'desk.id_check.text' }, { age })}</p>
      </div>
    </div>
  );
}
