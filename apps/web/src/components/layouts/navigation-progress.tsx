import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page's code loads. */
export function NavigationProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'store.ui.loading_page' })}
      className="fixed inset-x-0 top-0 z-100 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-progress bg-brand-600" />
    </div>
  );
}
