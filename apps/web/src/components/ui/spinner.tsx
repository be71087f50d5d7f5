import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
