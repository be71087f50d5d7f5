import type { MessageId } from '@food/i18n';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { switchThumbClasses, switchTrackClasses } from '@/components/ui/switch.ts';

/** One on/off setting in a bordered row: its label and hint on the left, the switch on the right. */
export function SettingSwitch({
  labelMessage,
  hintMessage,
  checked,
  onChange,
}: {
  labelMessage: MessageId;
  hintMessage: MessageId;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-cream-300 p-4">
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-ink-800">
          <FormattedMessage id={labelMessage} />
        </label>
        <p id={hintId} className="mt-0.5 text-sm text-ink-600">
          <FormattedMessage id={hintMessage} />
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hintId}
        className={switchTrackClasses('data-[state=checked]:before:bg-herb-700')}
      >
        <Switch.Thumb className={switchThumbClasses} />
      </Switch.Root>
    </div>
  );
}
