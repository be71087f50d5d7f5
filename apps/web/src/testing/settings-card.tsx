import type { StoreSettings } from '@food/contract';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast.tsx';
import { stubApi, type ApiCall } from './fake-api.ts';
import { renderPage } from './render.tsx';

/**
 * A card of the Store setting screen, with its toasts, over a server that holds `settings` and saves
 * whatever is sent to it.
 */
export function openSettingsCard(card: ReactNode, settings: StoreSettings) {
  const api = stubApi({
    'GET /api/stores/9/settings': settings,
    'PUT /api/stores/9/settings': ({ body }: ApiCall) => ({
      msg: 'Settings saved',
      data: { ...settings, ...(body as object) },
    }),
  });
  const view = renderPage(
    <>
      {card}
      <Toaster />
    </>,
    { path: '/admin/store-setting' },
  );
  return { ...view, api };
}
