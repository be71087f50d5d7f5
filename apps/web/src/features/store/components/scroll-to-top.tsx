import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

/** Past this many pixels, scrolling up shows the arrow (spec §9). */
const SHOW_AFTER_PX = 100;

/** A bar fixed to the bottom of the screen: on every screen, on phones only, or none. */
export type BottomBar = 'always' | 'phones' | null;

/** A round arrow that appears while the reader scrolls back up the page, and takes them to the top. */
export function ScrollToTop({ raised }: { raised: BottomBar }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= SHOW_AFTER_PX) setVisible(false);
      else if (y < last - 2) setVisible(true);
      else if (y > last + 2) setVisible(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={intl.formatMessage({ id: 'store.back_to_top' })}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={cn(
        'on-dark fixed right-4 z-30 grid size-12 place-items-center rounded-full bg-ink-900 text-white shadow-raised transition-colors hover:bg-ink-800 sm:right-6',
        raised === 'always' ? 'bottom-26' : raised === 'phones' ? 'bottom-26 lg:bottom-5' : 'bottom-5',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
