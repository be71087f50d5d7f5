import fs from 'node:fs';

/** One recorded answer of the real server, as it went over the wire. */
export interface BareAnswer {
  body: string;
  encoding: string | null;
}

/** The answers that bench:menu recorded into `file` ({ path: { body (base64), encoding } }), by path. */
export function readAnswers(file: string) {
  return new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, BareAnswer>).map(
      ([path, { body, encoding }]) => [path, { body: Buffer.from(body, 'base64'), encoding }],
    ),
  );
}
