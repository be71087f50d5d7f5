import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';

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
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Radix dialogs lock scrolling with a <style> element (react-remove-scroll-bar) whose text depends on
    // the scrollbar's width, so no hash can allow it; the page's nonce does, and nothing else inline.
    styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

export interface SecurityHeaders {
  /** Gives the web app page a policy with a fresh style nonce, and answers the nonce to write into it. */
  pageStyleNonce(reply: FastifyReply): string;
  /** The API docs' stylesheet (swagger-ui) draws its icons as data: images; nothing else is relaxed. */
  applyDocsPolicy(reply: FastifyReply): void;
}

/**
 * Security headers on every response, through helmet: the Content-Security-Policy above, no framing,
 * nosniff, a referrer that stays on the site, and HSTS when the public address is https.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<SecurityHeaders> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const policy = (page: { styleNonce?: string; dataImages?: boolean } = {}) => ({
    useDefaults: false,
    directives: directives(https, page),
  });
  await app.register(helmet, {
    contentSecurityPolicy: policy(),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https,
  });
  return {
    pageStyleNonce(reply) {
      const nonce = randomBytes(16).toString('base64');
      reply.helmet({ contentSecurityPolicy: policy({ styleNonce: nonce }) });
      return nonce;
    },
    applyDocsPolicy(reply) {
      reply.helmet({ contentSecurityPolicy: policy({ dataImages: true }) });
    },
  };
}
