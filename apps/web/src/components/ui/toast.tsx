import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

type ToastTone = 'success' | 'error';
type ToastItem = { id: number; title: string; description?: string; tone: ToastTone };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setItems(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast from anywhere (event handlers, mutation callbacks); a mounted <Toaster /> displays it. */
export function toast({
  title,
  description,
  tone = 'success',
}: Omit<ToastItem, 'id' | 'tone'> & { tone?: ToastTone }) {
  setItems([...items, { id: nextId++, title, description, tone }]);
}

/** A change went through: said politely, so that it does not cut into what a screen reader is reading. */
export function toastSuccess(title: string) {
  toast({ title });
}

function dismiss(id: number): void {
  setItems(items.filter((item) => item.id !== id));
}

const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const intl = useIntl();
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current.map((item) => {
        const Icon = item.tone === 'success' ? CircleCheck : CircleAlert;
        return (
          <Toast.Root
            key={item.id}
            type={item.tone === 'success' ? 'background' : 'foreground'}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            className="flex animate-toast-in items-start gap-3 rounded-xl bg-white p-4 shadow-raised ring-1 ring-cream-200 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)"
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                item.tone === 'success' ? 'text-herb-700' : 'text-danger-700',
              )}
            />
            <div className="min-w-0 flex-1">
              <Toast.Title className="text-sm font-semibold text-ink-900">{item.title}</Toast.Title>
              {item.description && (
                <Toast.Description className="mt-0.5 text-sm text-ink-600">
                  {item.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label={intl.formatMessage({ id: 'store.ui.dismiss' })}
              className="-m-2.5 grid size-11 place-items-center rounded-lg text-ink-600 hover:bg-cream-100"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
