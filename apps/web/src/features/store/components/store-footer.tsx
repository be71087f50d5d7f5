import type { Store } from '@food/contract';

export function StoreFooter({ store }: { store: Store | undefined }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-cream-200 bg-cream-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        {store && (
          <p>
            <span className="font-semibold text-ink-800">{store.name}</span> · {store.address},{' '}
            {store.country}
          </p>
        )}
        <p>
          © {year} {store?.name ?? 'Food order'}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
