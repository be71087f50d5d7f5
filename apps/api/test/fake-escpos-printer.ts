import { createServer, type Socket } from 'node:net';

/**
 * A network ESC/POS printer on 127.0.0.1 (or another loopback address, on a given port): keeps what each
 * connection sent; can refuse or reset.
 */
export async function startFakeEscposPrinter(at: { host?: string; port?: number } = {}) {
  const jobs: Buffer[] = [];
  let mode: 'print' | 'reset' = 'print';
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'reset') {
      socket.resetAndDestroy();
      return;
    }
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(at.port ?? 0, at.host ?? '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    jobs,
    setMode(next: 'print' | 'reset') {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The printed text as a CP858 printer shows it (umlauts and ß at their code page places). */
export function decodeCp858(bytes: Buffer): string {
  const high: Record<number, string> = {
    0x84: 'ä',
    0x94: 'ö',
    0x81: 'ü',
    0x8e: 'Ä',
    0x99: 'Ö',
    0x9a: 'Ü',
    0xe1: 'ß',
    0xd5: '€',
  };
  return [...bytes]
    .map((b) => high[b] ?? (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : b === 0x0a ? '\n' : ''))
    .join('');
}

/** The ESC/POS commands our encoder sends, by their first bytes, and how long each is. */
const COMMANDS: [number[], number][] = [
  [[0x1b, 0x40], 2], // initialise
  [[0x1c, 0x2e], 2], // leave Kanji mode
  [[0x1b, 0x45], 3], // bold
  [[0x1b, 0x4d], 3], // font
  [[0x1b, 0x74], 3], // code page
  [[0x1d, 0x21], 3], // character size
  [[0x1d, 0x56, 0x41], 4], // feed and cut
  [[0x1d, 0x56, 0x42], 4],
  [[0x1d, 0x56], 3], // cut
  [[0x0d], 1], // carriage return (after each line feed)
];

/**
 * What the printer was sent with the encoder's commands taken out, line feeds kept: any control byte left
 * came in with a text.
 */
export function withoutEscposCommands(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const command = COMMANDS.find(([prefix]) => prefix.every((byte, k) => bytes[i + k] === byte));
    if (command) i += command[1];
    else out.push(bytes[i++]!);
  }
  return Buffer.from(out);
}
