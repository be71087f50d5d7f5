import { vi } from 'vitest';

/** One request the page sent, as the server would read it. */
export type ApiCall = { method: string; path: string; search: string; headers: Headers; body: unknown };

type Answer = unknown;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** `{ detail, code }` with an error status, as the server answers a refusal (decisions §11). */
export function apiError(status: number, detail: string, code: string): Response {
  return Response.json({ detail, code }, { status });
}

/**
 * Stubs the network at `fetch`: each route, `'GET /api/stores/9'`, answers a value as JSON (200), a
 * Response as it is, or a handler's answer (which may wait). `answer` changes a route later, as the
 * server's data changes; a route nobody set answers 404. `calls` holds every request, in order.
 */
export function stubApi(routes: Record<string, Answer | Handler>) {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        headers: new Headers(init.headers),
        body,
      };
      calls.push(call);
      const route = `${call.method} ${call.path}`;
      if (!table.has(route)) return apiError(404, `No route ${route}`, 'not_found');
      const entry = table.get(route);
      const answer = typeof entry === 'function' ? await (entry as Handler)(call) : entry;
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );

  return {
    calls,
    answer: (route: string, answer: Answer | Handler) => table.set(route, answer),
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** A promise the test settles: an answer that arrives when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
