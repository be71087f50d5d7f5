import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useAuth } from '../hooks/use-auth.ts';

function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || 'A';
}

/** The administrator's name and the Logout action, at the foot of the sidebar. */
export function AdminUserCard({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => logout(),
    onSuccess: async () => {
      await navigate(paths.admin.login.getHref(), { replace: true });
      toast({ title: intl.formatMessage({ id: 'auth.logout.done' }) });
    },
    onError: (error) =>
      toast({ title: error.message || intl.formatMessage({ id: 'auth.logout.failed' }), tone: 'error' }),
  });
  const role = intl.formatMessage({ id: 'auth.admin.role' });
  const name = user?.customer_name || user?.email || role;

  return (
    <div className={cn('rounded-xl bg-white/6', collapsed ? 'p-2' : 'p-3')}>
      <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-saffron-200 text-sm font-bold text-ink-900"
        >
          {initials(name)}
        </span>
        <div className={cn('min-w-0', collapsed && 'sr-only')}>
          <p className="truncate text-sm font-semibold text-white">{name}</p>
          <p className="text-xs text-cream-300">{role}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        title={collapsed ? intl.formatMessage({ id: 'auth.logout.action' }) : undefined}
        className="mt-2 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg text-sm font-semibold text-cream-100 ring-1 ring-white/15 hover:bg-white/10 hover:text-white disabled:opacity-60 sm:h-9"
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className={cn(collapsed && 'sr-only')}>
          {intl.formatMessage({ id: mutation.isPending ? 'auth.logout.busy' : 'auth.logout.action' })}
        </span>
      </button>
    </div>
  );
}
