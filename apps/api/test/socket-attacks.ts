import { SOCKET_IO_PATH } from '@food/contract';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { io as connectSocketIo } from 'socket.io-client';
import { nastyValue, type Random } from './fuzz-inputs.ts';

/** The two websocket endpoints a client can reach: the store-status socket and socket.io's. */
export const SOCKET_ENDPOINTS = [
  '/ws/store/9/status',
  `${SOCKET_IO_PATH}/?EIO=4&transport=websocket`,
] as const;

const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/**
 * One WebSocket frame as RFC 6455 lays it out, masked as a client's must be unless told otherwise.
 * Hand-built because a client library refuses to send the broken frames these tests need.
 */
function frame(
  opcode: number,
  payload: Buffer,
  { fin = true, masked = true, rsv = 0 }: { fin?: boolean; masked?: boolean; rsv?: number } = {},
): Buffer {
  const length = payload.length;
  const lengthBytes =
    length < 126
      ? Buffer.from([length])
      : length < 65_536
        ? Buffer.from([126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([127]), bigLength(length)]);
  lengthBytes[0]! |= masked ? 0x80 : 0;
  const first = Buffer.from([(fin ? 0x80 : 0) | ((rsv & 0x7) << 4) | (opcode & 0xf)]);
  if (!masked) return Buffer.concat([first, lengthBytes, payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([first, lengthBytes, mask, body]);
}

function bigLength(length: number) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(length));
  return bytes;
}

const upgradeRequest = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`;

/** A raw TCP connection that has finished the WebSocket handshake (or was refused: `status`). */
async function upgraded(port: number, target: string): Promise<{ socket: net.Socket; status: number }> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.setTimeout(5_000, () => socket.destroy());
  socket.write(upgradeRequest(target));
  const head = await new Promise<string>((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.on('close', () => resolve(text));
  });
  return { socket, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0) };
}

/** Writes the bytes and waits until the server has closed the connection (or a few seconds passed). */
async function sendUntilClosed(
  socket: net.Socket,
  bytes: Buffer[],
  end = false,
  waitMs = 3_000,
): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    socket.on('close', () => resolve());
  });
  for (const chunk of bytes) if (!socket.destroyed) socket.write(chunk);
  if (end) socket.end();
  socket.resume();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  socket.destroy();
}

const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xed, 0xa0, 0x80, 0xff, 0xfe]);

/** What broke the server once, and its neighbours: each is one connection's whole life. */
export const SOCKET_ATTACKS: { name: string; run: (port: number, target: string) => Promise<void> }[] = [
  {
    name: 'an oversized text frame',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      await sendUntilClosed(socket, [frame(OPCODE.text, Buffer.alloc(2_000, 'x'))]);
    },
  },
  {
    name: 'an oversized binary frame of 1 MB',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      await sendUntilClosed(socket, [frame(OPCODE.binary, randomBytes(1024 * 1024))]);
    },
  },
  {
    name: 'a frame that announces 2^53 bytes',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      const header = Buffer.from([0x82, 0xff, 0x00, 0x1f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4]);
      await sendUntilClosed(socket, [header]);
    },
  },
  {
    name: 'a burst of 500 small frames',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      const burst = Array.from({ length: 500 }, (_, i) => frame(OPCODE.text, Buffer.from(`hello ${i}`)));
      await sendUntilClosed(socket, [Buffer.concat(burst)]);
    },
  },
  {
    name: 'a text frame of invalid UTF-8',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      await sendUntilClosed(socket, [frame(OPCODE.text, INVALID_UTF8)]);
    },
  },
  {
    name: 'a close frame with invalid UTF-8 in its reason',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      const payload = Buffer.concat([Buffer.from([0x03, 0xe8]), INVALID_UTF8]);
      await sendUntilClosed(socket, [frame(OPCODE.close, payload)]);
    },
  },
  {
    name: 'an unmasked frame, a reserved opcode and reserved bits',
    run: async (port, target) => {
      for (const bytes of [
        frame(OPCODE.text, Buffer.from('x'), { masked: false }),
        frame(0x3, Buffer.from('x')),
        frame(OPCODE.text, Buffer.from('x'), { rsv: 0x4 }),
        frame(OPCODE.ping, Buffer.alloc(200)),
        frame(OPCODE.continuation, Buffer.from('x')),
      ]) {
        const { socket } = await upgraded(port, target);
        await sendUntilClosed(socket, [bytes]);
      }
    },
  },
  {
    name: 'a fragmented message that never ends',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      const fragments = Array.from({ length: 50 }, () =>
        frame(OPCODE.text, Buffer.alloc(100, 'y'), { fin: false }),
      );
      await sendUntilClosed(socket, [frame(OPCODE.text, Buffer.from('a'), { fin: false }), ...fragments]);
    },
  },
  {
    name: 'half a frame, then a half-close',
    run: async (port, target) => {
      const { socket } = await upgraded(port, target);
      await sendUntilClosed(socket, [frame(OPCODE.text, Buffer.from('half')).subarray(0, 3)], true);
    },
  },
  {
    name: 'an upgrade cut off in its headers',
    run: async (port, target) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      await sendUntilClosed(socket, [Buffer.from(upgradeRequest(target).slice(0, 60))], true);
    },
  },
  {
    name: 'an upgrade with its body sent at once, then a reset',
    run: async (port, target) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        Buffer.concat([Buffer.from(upgradeRequest(target)), frame(OPCODE.text, randomBytes(5000))]),
      );
      socket.resetAndDestroy();
    },
  },
  {
    name: 'an upgrade with a broken key and version',
    run: async (port, target) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      await sendUntilClosed(socket, [
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Key: short\r\nSec-WebSocket-Version: 99\r\n\r\n',
        ),
      ]);
    },
  },
];

/**
 * Sends `count` text frames at once and never answers the server's close frame: whether the server ended
 * the connection itself within `waitMs` (ws alone waits 30 s for the client's close frame).
 */
export async function cutOffAfterFlood(port: number, target: string, count: number, waitMs = 4_000) {
  const { socket } = await upgraded(port, target);
  const ended = new Promise<boolean>((resolve) => {
    socket.once('end', () => resolve(true));
    socket.once('error', () => resolve(true));
    setTimeout(() => resolve(false), waitMs);
  });
  socket.resume();
  socket.write(
    Buffer.concat(Array.from({ length: count }, (_, i) => frame(OPCODE.text, Buffer.from(`${i}`)))),
  );
  const cutOff = await ended;
  socket.destroy();
  return cutOff;
}

/** A seeded run of random frames, sizes and cuts: the fuzz test's share of the sockets. */
export async function randomSocketSession(port: number, target: string, random: Random): Promise<void> {
  const { socket } = await upgraded(port, target);
  const chunks: Buffer[] = [];
  for (let n = 1 + random.int(6); n > 0; n--) {
    const opcode = random.pick([0x0, 0x1, 0x1, 0x2, 0x3, 0x8, 0x9, 0xa, 0xf]);
    const size = random.pick([0, 1, 2, 125, 126, 127, 1024, 1025, 70_000]);
    const payload = random.chance(0.3) ? INVALID_UTF8 : randomBytes(size);
    const bytes = frame(opcode, payload, {
      fin: random.chance(0.8),
      masked: random.chance(0.9),
      rsv: random.chance(0.1) ? random.int(8) : 0,
    });
    chunks.push(random.chance(0.1) ? bytes.subarray(0, random.int(bytes.length)) : bytes);
  }
  await sendUntilClosed(socket, chunks, random.chance(0.3), 500);
}

/** The events the fuzz test's socket.io sessions send: the contract's, and names no handler knows. */
const EVENT_NAMES = [
  'join_order',
  'join_store',
  'join_order',
  'leave_order',
  'constructor',
  '__proto__',
  'x',
];

/**
 * A seeded socket.io session: `count` events with random names and payloads, sent at once, as a guest or
 * with `token`. Answers whether it connected, and whether the server closed it within `waitMs`.
 */
export async function randomEventSession(
  port: number,
  random: Random,
  { token, count, waitMs }: { token: string | null; count: number; waitMs: number },
): Promise<{ connected: boolean; closedByServer: boolean }> {
  const socket = connectSocketIo(`http://127.0.0.1:${port}`, {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  try {
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });
    if (!connected) return { connected, closedByServer: false };
    const closed = new Promise<boolean>((resolve) => {
      // Before the client's own close below: the server's doing (its budget, or a packet it refused).
      socket.once('disconnect', () => resolve(true));
      setTimeout(() => resolve(false), waitMs);
    });
    for (let i = 0; i < count; i++) {
      const args = Array.from({ length: random.pick([1, 1, 1, 0, 2]) }, () =>
        random.chance(0.3) ? { order_id: random.int(1000), key: nastyValue(random) } : nastyValue(random),
      );
      socket.emit(random.pick(EVENT_NAMES), ...args);
    }
    return { connected, closedByServer: await closed };
  } finally {
    socket.close();
  }
}
