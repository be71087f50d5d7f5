import type { OrderUpdatedEvent } from '@food/contract/realtime';
import { useEffect, useRef, useState } from 'react';
import { STORE_ID } from '@/config/store.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { acquireGuestOrderSocket, acquireOrderSocket } from '@/lib/socket.ts';
import { guestKeys } from '../guest-keys.ts';

type Handlers = {
  /** An order of this customer was answered, or moved a kitchen step. */
  onUpdate: (event: OrderUpdatedEvent) => void;
  /** The socket (re)connected: events may have been missed, so read the truth again. */
  onConnect: () => void;
};

/**
 * Order events of the logged-in customer while `enabled`, over the page's one socket; without a login,
 * those of `orderId` when this browser placed it as a guest (its key). Answers whether
 * the connection is lost (a disconnect or a failed connect, until the next connect): socket.io keeps
 * trying by itself, and lib/socket.ts after a server's close.
 */
export function useOrderEvents(enabled: boolean, handlers: Handlers, orderId?: number): boolean {
  const { token } = useAuth();
  const [lost, setLost] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const key = orderId === undefined ? null : guestKeys.get(orderId);
    if (!token && !key) return;
    const { socket, release } = token
      ? acquireOrderSocket(token, STORE_ID)
      : acquireGuestOrderSocket(orderId!, key!);
    const onUpdate = (event: OrderUpdatedEvent) => latest.current.onUpdate(event);
    const onConnect = () => {
      setLost(false);
      latest.current.onConnect();
    };
    const onLost = () => setLost(true);
    socket.on('order_updated', onUpdate);
    socket.on('connect', onConnect);
    socket.on('disconnect', onLost);
    socket.on('connect_error', onLost);
    return () => {
      socket.off('order_updated', onUpdate);
      socket.off('connect', onConnect);
      socket.off('disconnect', onLost);
      socket.off('connect_error', onLost);
      release();
      setLost(false);
    };
  }, [enabled, token, orderId]);

  return lost;
}
