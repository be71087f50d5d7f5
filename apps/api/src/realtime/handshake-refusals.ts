import type { ErrorCode, Language } from '@food/contract';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type ServerOptions } from 'ws';
import { rawRefusal, rawRequestLanguage, refusal } from '../plugins/framework-answers.ts';

/** engine.io's `Server.errors.FORBIDDEN`: what `allowRequest` refusing gives, the per-address cap here. */
const ENGINE_FORBIDDEN = 4;

/**
 * A WebSocketServer class whose refused handshakes (no Sec-WebSocket-Key, a version it does not speak,
 * not GET) are answered `{ detail, code }` in the reader's language, not ws's bare text 400.
 */
export function answeringWebSocketServer(app: FastifyInstance) {
  return class AnsweringWebSocketServer extends WebSocketServer {
    constructor(options: ServerOptions, callback?: () => void) {
      super(options, callback);
      // ws leaves the answer and the close to this listener when there is one.
      this.on('wsClientError', (_error: Error, socket: Duplex, request: IncomingMessage) => {
        void rawRequestLanguage(app, request).then((language) =>
          socket.end(rawRefusal(app, 'websocket_handshake_invalid', language)),
        );
      });
    }
  };
}

interface EngineRequest extends IncomingMessage {
  /** Set by engine.io on a plain HTTP request, absent on an upgrade. */
  res?: ServerResponse;
}

interface Engine {
  use(middleware: (request: EngineRequest, response: unknown, next: (error?: Error) => void) => void): void;
  on(event: 'connection_error', listener: (error: { req: EngineRequest; code: number }) => void): void;
}

/**
 * socket.io's engine refuses a request it cannot serve (another transport, an unknown session, the
 * per-address cap) with its own `{ code, message }` or a bare text 400. Its `connection_error` event comes
 * first, synchronously: the answer written there is ours, and engine.io leaves an answered request alone
 * (a response whose headers are sent, a socket no longer writable). The language is looked up before,
 * in a middleware, since the answer cannot wait.
 */
export function answerEngineRefusals(app: FastifyInstance, engine: Engine) {
  const languages = new WeakMap<IncomingMessage, Language>();
  engine.use((request, _response, next) => {
    void rawRequestLanguage(app, request).then((language) => {
      languages.set(request, language);
      // engine.io checks the protocol version only after the upgrade's 101, too late for an answer.
      next(/[?&]EIO=4(&|$)/.test(request.url ?? '') ? undefined : new Error('Engine.IO 4 only'));
    });
  });
  engine.on('connection_error', ({ req: request, code: engineCode }) => {
    const code: ErrorCode =
      engineCode === ENGINE_FORBIDDEN ? 'too_many_sockets' : 'websocket_handshake_invalid';
    const language = languages.get(request) ?? 'en';
    const response = request.res;
    if (!response) {
      if (request.socket.writable) request.socket.end(rawRefusal(app, code, language));
      return;
    }
    if (response.headersSent) return;
    const { status, body, headers } = refusal(app, code, language);
    response.writeHead(status, headers).end(body);
  });
}
