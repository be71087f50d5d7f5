import net from 'node:net';

/** What the server answers to `request`, written as is to a fresh connection, up to its close. */
export function exchange(port: number, request: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  socket.setTimeout(5_000, () => socket.destroy());
  socket.write(request);
  return new Promise((resolve) => socket.on('close', () => resolve(answer)));
}

/** A raw HTTP answer's status, headers (names in lower case) and JSON body. */
export function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine?.split(' ')[1]), headers, json: JSON.parse(body) as unknown };
}
