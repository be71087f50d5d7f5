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
