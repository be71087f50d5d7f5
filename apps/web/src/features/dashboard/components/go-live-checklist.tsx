import type { Dashboard } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { CheckCircle2, Circle, Rocket } from 'lucide-react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';

type Item = keyof Dashboard['go_live'];

/** Each item in the order an owner works through them, with where it is fixed (none: the server's settings). */
const ITEMS: { item: Item; href?: string; external?: boolean }[] = [
  { item: 'legal_details', href: paths.admin.legal.getHref() },
  { item: 'legal_texts', href: paths.admin.legal.getHref() },
  { item: 'opening_hours', href: paths.admin.storeSetting.getHref() },
  { item: 'payment_method', href: paths.admin.storeSetting.getHref() },
  { item: 'email_server' },
  { item: 'test_order', href: '/', external: true },
];

const label = (item: Item, part: 'title' | 'text' | 'fix') => `dashboard.goLive.${item}.${part}` as MessageId;

/** What the store still lacks to go live (issue 5/8); gone once every item is done. */
export function GoLiveChecklist({ checklist }: { checklist: Dashboard['go_live'] }) {
  const intl = useIntl();
  const left = ITEMS.filter(({ item }) => !checklist[item]).length;
  if (left === 0) return null;
  return (
    <section
      aria-labelledby="go-live-title"
      className="rounded-2xl bg-white p-5 shadow-card ring-2 ring-brand-600 sm:p-6"
    >
      <h2 id="go-live-title" className="flex items-center gap-2 font-display text-xl font-bold text-ink-900">
        <Rocket aria-hidden="true" className="size-5 text-brand-700" />
        {intl.formatMessage({ id: 'dashboard.goLive.title' })}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {intl.formatMessage({ id: 'dashboard.goLive.intro' }, { left, total: ITEMS.length })}
      </p>
      <ul className="mt-4 divide-y divide-cream-200">
        {ITEMS.map(({ item, href, external }) => {
          const done = checklist[item];
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={item} className="flex gap-3 py-3">
              <Icon
                role="img"
                aria-label={intl.formatMessage({
                  id: done ? 'dashboard.goLive.done' : 'dashboard.goLive.todo',
                })}
                className={
                  done ? 'mt-0.5 size-5 shrink-0 text-green-700' : 'mt-0.5 size-5 shrink-0 text-ink-400'
                }
              />
              <div className="min-w-0 flex-1">
                <p
                  className={done ? 'font-semibold text-ink-600 line-through' : 'font-semibold text-ink-900'}
                >
                  {intl.formatMessage({ id: label(item, 'title') })}
                </p>
                {!done && (
                  <p className="mt-0.5 text-sm text-ink-600">
                    {intl.formatMessage(
                      { id: label(item, 'text') },
                      { code: (chunks) => <code className="rounded bg-cream-100 px-1">{chunks}</code> },
                    )}
                  </p>
                )}
                {!done && href && (
                  <TextLink
                    standalone
                    to={href}
                    className="mt-1"
                    {...(external ? { target: '_blank', rel: 'noopener' } : {})}
                  >
                    {intl.formatMessage({ id: label(item, 'fix') })}
                  </TextLink>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
