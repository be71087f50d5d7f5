import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * The store-status WebSocket, played by the test: install it with `vi.stubGlobal('WebSocket',
 * FakeStatusSocket)`; every socket the page opened hears `send`.
 */
export class FakeStatusSocket {
  static readonly opened: FakeStatusSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeStatusSocket.opened.push(this);
  }
  close() {}
  static async send(message: object) {
    await vi.waitFor(() => expect(FakeStatusSocket.opened.some((socket) => socket.onmessage)).toBe(true));
    act(() => {
      for (const socket of FakeStatusSocket.opened) socket.onmessage?.({ data: JSON.stringify(message) });
    });
  }
}
