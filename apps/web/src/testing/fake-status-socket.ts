import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * The store-status WebSocket, played by the test: install it with `vi.stubGlobal('WebSocket',
 * FakeStatusSocket)`; every socket the page opened and nobody closed hears `send`, and `drop` loses
 * them as the network would.
 */
export class FakeStatusSocket {
  static readonly opened: FakeStatusSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor() {
    FakeStatusSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  private static live() {
    return FakeStatusSocket.opened.filter((socket) => !socket.closed && socket.onmessage);
  }
  static async send(message: object) {
    await vi.waitFor(() => expect(FakeStatusSocket.live().length).toBeGreaterThan(0));
    act(() => {
      for (const socket of FakeStatusSocket.live()) socket.onmessage?.({ data: JSON.stringify(message) });
    });
  }
  /** The connection is lost (1006: closed without a close frame). */
  static drop() {
    act(() => {
      for (const socket of FakeStatusSocket.live()) {
        socket.closed = true;
        socket.onerror?.();
        socket.onclose?.({ code: 1006 });
      }
    });
  }
}
