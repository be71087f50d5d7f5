import type { OrderUpdatedEvent } from '@food/contract/realtime';
import { useEffect, useRef } from 'react';
import { STORE_ID } from '@/config/store.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { acquireOrderSocket } from '@/lib/socket.ts';

type Handlers = {
  /** An order of this customer was accepted or rejected. */
  onUpdate: (event: OrderUpdatedEvent) => void;
  /** The socket (re)connected: events may have been missed, so read the truth again. */
  onConnect: () => void;
};

/** Order events of the logged-in customer while `enabled`, over the page's one socket. */
export function useOrderEvents(enabled: boolean, handlers: Handlers): void {
  const { token } = useAuth();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled || !token) return;
    const { socket, release } = acquireOrderSocket(token, STORE_ID);
    const onUpdate = (event: OrderUpdatedEvent) => latest.current.onUpdate(event);
    const onConnect = () => latest.current.onConnect();
    socket.on('order_updated', onUpdate);
    socket.on('connect', onConnect);
    return () => {
      socket.off('order_updated', onUpdate);
      socket.off('connect', onConnect);
      release();
    };
  }, [enabled, token]);
}
