import { Outlet } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link.tsx';
import { STORE_ID } from '@/config/store.ts';
import { HeaderAccount } from '@/features/auth/components/header-account.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { StoreFooter } from '@/features/store/components/store-footer.tsx';
import { StoreHeader } from '@/features/store/components/store-header.tsx';

export default function StorefrontLayout() {
  const store = useStore(STORE_ID);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <StoreHeader store={store.data} isLoading={store.isPending} actions={<HeaderAccount />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <StoreFooter store={store.data} />
    </div>
  );
}
