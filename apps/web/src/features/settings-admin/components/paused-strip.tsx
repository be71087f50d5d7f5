import { useStoreState } from '../hooks/use-store-state.ts';
import { ResumeStoreButton } from './resume-store-button.tsx';
import { StoreStateText } from './store-state-control.tsx';
import { useIntl } from 'react-intl';

/**
 * Under the header on phones and tablets, on every back-office page while the store is paused: the
 * pause, its reason in full and Resume, where the header has room for one word only.
 */
export function PausedStrip({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const state = useStoreState(storeId);
  if (state.kind !== 'paused') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-danger-700/30 bg-danger-50 px-4 py-2 sm:px-6 md:hidden">
      <StoreStateText state={state} wrap className="min-w-0 flex-1" />
      <ResumeStoreButton
        storeId={storeId}
        label={intl.formatMessage({ id: 'settings.pause.resume' })}
        size="sm"
        className="h-11 shrink-0"
      />
    </div>
  );
}
