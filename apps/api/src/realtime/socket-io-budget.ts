import {
  type ClientToServerEvents,
  type ErrorCode,
  type Language,
  type ServerToClientEvents,
} from '@food/contract';
import { translate } from '@food/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { rawRequestLanguage } from '../plugins/framework-answers.ts';
import { EventBudget } from './event-budget.ts';

const CODE: ErrorCode = 'socket_events_too_fast';

type Connection = { budget: EventBudget; language?: Language; closing?: true };

/**
 * Charges everything a client sends over one socket.io connection to that connection's one budget
 * (`event-budget.ts`): every attempt to connect (each would look its token up) and every event, whatever
 * its name, so an event added later is covered without a word here. Registered before every other
 * middleware and listener. A refused event is answered `event_refused` `{ detail, code }` in the
 * handshake's language; a connection that goes on is closed.
 */
export function budgetSocketIo(
  app: FastifyInstance,
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>>,
) {
  const connections = new WeakMap<object, Connection>();
  const connectionOf = (socket: { conn: object }): Connection => {
    let connection = connections.get(socket.conn);
    if (!connection) {
      connection = { budget: new EventBudget() };
      connections.set(socket.conn, connection);
    }
    return connection;
  };
  const refusal = (language: Language = 'en') => ({
    detail: translate(language, `errors.${CODE}`),
    code: CODE,
  });
  const closeFlood = (socket: Pick<Socket, 'handshake'>) =>
    app.log.warn({ address: socket.handshake.address }, 'Socket closed: it kept sending after being refused');

  // A connect packet can be sent again and again while the first is being checked, or after a refusal.
  io.use(async (socket, next) => {
    const connection = connectionOf(socket);
    const verdict = connection.budget.charge();
    connection.language ??= await rawRequestLanguage(app, socket.request);
    if (verdict === 'allow') return next();
    const { detail, code } = refusal(connection.language);
    next(Object.assign(new Error(detail), { data: { detail, code } }));
    if (verdict === 'disconnect' && !connection.closing) {
      connection.closing = true;
      closeFlood(socket);
      // After the refusal, which socket.io writes on the next tick.
      process.nextTick(() => socket.conn.close());
    }
  });

  io.on('connection', (socket) => {
    const connection = connectionOf(socket);
    socket.use((_event, next) => {
      const verdict = connection.budget.charge();
      if (verdict === 'allow') return next();
      if (connection.closing) return;
      socket.emit('event_refused', refusal(connection.language));
      if (verdict === 'disconnect') {
        connection.closing = true;
        closeFlood(socket);
        socket.disconnect(true);
      }
    });
  });
}
