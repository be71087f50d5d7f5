import { BellRing, Volume2, VolumeX } from 'lucide-react';
import type { MessageId } from '@food/i18n';
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { disableSound, enableSound, playChime, soundState } from '../chime.ts';
import type { DeskConnection } from '../hooks/use-desk-feed.ts';

const connectionLook: Record<DeskConnection, { text: MessageId; dot: string }> = {
  online: { text: 'desk.connection.online', dot: 'bg-herb-700' },
  connecting: { text: 'desk.connection.connecting', dot: 'bg-saffron-400' },
  offline: { text: 'desk.connection.offline', dot: 'bg-danger-700' },
};

/** The connection's state and the sound switch, at the top of the desk. */
export function DeskBar({ connection }: { connection: DeskConnection }) {
  const sound = useSyncExternalStore(soundState.subscribe, soundState.get);
  const look = connectionLook[connection];
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-cream-200 sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', look.dot)} />
        <FormattedMessage id={look.text} />
      </p>
      {sound === 'unsupported' ? (
        <p className="text-sm text-ink-700">
          <FormattedMessage id="desk.board.sound.unsupported" />
        </p>
      ) : sound === 'on' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-1 flex items-center gap-1.5 text-sm font-semibold text-herb-700">
            <BellRing aria-hidden="true" className="size-4" />
            <FormattedMessage id="desk.board.sound.on" />
          </p>
          <Button variant="secondary" size="sm" onClick={playChime}>
            <FormattedMessage id="desk.board.sound.test" />
          </Button>
          <Button variant="ghost" size="sm" onClick={disableSound}>
            <VolumeX aria-hidden="true" />
            <FormattedMessage id="desk.board.sound.mute" />
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <p id="desk-sound-hint" className="text-sm text-ink-700 sm:max-w-xs sm:text-right">
            <FormattedMessage id="desk.board.sound.hint" />
          </p>
          <Button size="sm" onClick={() => void enableSound()} aria-describedby="desk-sound-hint">
            <Volume2 aria-hidden="true" />
            <FormattedMessage id="desk.board.sound.enable" />
          </Button>
        </div>
      )}
    </div>
  );
}
