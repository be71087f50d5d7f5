import fs from 'node:fs';

/** One recorded answer of the real server, as it went over the wire. */
export interface BareAnswer {
  body: string;
  /** Its headers but those of the connection and the moment (date, keep-alive, content-length). */
  headers: Record<string, string>;
}

/** Headers that every server writes its own of, or that describe one connection or one moment. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The headers of a recorded answer that the floor and the bare server send again, as they are. */
export function replayedHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      NOT_REPLAYED.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

/** The answers that bench:menu recorded into `file` ({ path: { body (base64), headers } }), by path. */
export function readAnswers(file: string) {
  return new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, BareAnswer>).map(
      ([path, { body, headers }]) => [path, { body: Buffer.from(body, 'base64'), headers }],
    ),
  );
}
