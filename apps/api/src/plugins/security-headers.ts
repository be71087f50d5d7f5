import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCRIPTS_AFTER_PAINT_SOURCE } from './scripts-after-paint.ts';

/**
 * The policy of every response: only this origin. `'self'` also covers the same-origin websockets
 * (`/ws-sio/socket.io`, `/ws/store/{id}/status`) in connect-src. `blob:` images are the back office's
 * preview of a picture before it is uploaded (`URL.createObjectURL`).
 */
function directives(https: boolean, page: { styleNonce?: string; dataImages?: boolean }) {
  const { styleNonce, dataImages } = page;
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: dataImages ? ["'self'", 'data:'] : ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    // The web app page's one inline script starts the app after the first paint (scripts-after-paint.ts).
    scriptSrc: styleNonce ? ["'self'", SCRIPTS_AFTER_PAINT_SOURCE] : ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Radix dialogs lock scrolling with a <style> element (react-remove-scroll-bar) whose text depends on
    // the scrollbar's width, so no hash can allow it; the page's nonce does, and nothing else inline.
    styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries, for answers written on a raw socket or response. */
    everyResponseHeaders: Readonly<Record<string, string>>;
  }
}

export interface SecurityHeaders {
  /** Gives the web app page a policy with a fresh style nonce, and answers the nonce to write into it. */
  pageStyleNonce(reply: FastifyReply): string;
  /** The API docs' stylesheet (swagger-ui) draws its icons as data: images; nothing else is relaxed. */
  applyDocsPolicy(reply: FastifyReply): void;
}

/** The headers helmet sets for these options, taken once from its middleware. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every response, through helmet: the Content-Security-Policy above, no framing,
 * nosniff, a referrer that stays on the site, and HSTS when the public address is https. They are
 * worked out once, not per request (as @fastify/helmet does): only the web app page's policy changes,
 * with its nonce.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): SecurityHeaders {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const headersFor = (page: { styleNonce?: string; dataImages?: boolean } = {}) =>
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: directives(https, page) },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https,
    });
  const everyResponse = headersFor();
  const docsPolicy = headersFor({ dataImages: true })['content-security-policy']!;
  app.decorate('everyResponseHeaders', everyResponse);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyResponse);
    done();
  });
  return {
    pageStyleNonce(reply) {
      const nonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', headersFor({ styleNonce: nonce })['content-security-policy']);
      return nonce;
    },
    applyDocsPolicy(reply) {
      reply.header('content-security-policy', docsPolicy);
    },
  };
}
