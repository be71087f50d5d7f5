import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser that users logged in from before: its own id and theirs, as its signed cookie says. */
export interface KnownDevice {
  id: string;
  userIds: number[];
}

const COOKIE = 'known_device';
// Only the login reads it.
const COOKIE_PATH = '/api/login';
// Browsers keep a cookie for 400 days at most.
const LIFETIME_S = 400 * 24 * 60 * 60;
// The staff sharing one tablet, or a family one computer; the oldest login drops out first.
const MAX_USERS = 10;

// 128 random bits, the user ids (newest first), an HMAC-SHA256: all base64url or digits.
const VALUE = /^([\w-]{22})\.(\d{1,10}(?:-\d{1,10}){0,9})\.([\w-]{43})$/;

/**
 * The signed `known_device` cookie (decisions: Known devices). The key comes from `loadKey` on first
 * use; a key that failed to load is asked for again next time.
 */
export function knownDevices(loadKey: () => Promise<Buffer>) {
  let key: Promise<Buffer> | undefined;
  const getKey = () =>
    (key ??= loadKey().catch((err: unknown) => {
      key = undefined;
      throw err;
    }));
  const sign = async (id: string, users: string) =>
    createHmac('sha256', await getKey())
      .update(`${COOKIE}:${id}:${users}`)
      .digest('base64url');

  return {
    /** The device the request's cookie names, if its signature holds; anything else is no device. */
    async read(cookieHeader: string | undefined): Promise<KnownDevice | null> {
      const value = cookieHeader?.match(/(?:^|;\s*)known_device=([^;]*)/)?.[1];
      const parts = value && VALUE.exec(value);
      if (!parts) return null;
      const [, id, users, mac] = parts as unknown as [string, string, string, string];
      if (!timingSafeEqual(Buffer.from(await sign(id, users)), Buffer.from(mac))) return null;
      return { id, userIds: users.split('-').map(Number) };
    },

    /** The Set-Cookie header after the user logged in: the device keeps its id, or gets one. */
    async cookie(device: KnownDevice | null, userId: number, secure: boolean): Promise<string> {
      const id = device?.id ?? randomBytes(16).toString('base64url');
      const userIds = [userId, ...(device?.userIds ?? []).filter((known) => known !== userId)];
      const users = userIds.slice(0, MAX_USERS).join('-');
      const mac = await sign(id, users);
      const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${LIFETIME_S}`, 'HttpOnly', 'SameSite=Lax'];
      if (secure) attributes.push('Secure');
      return [`${COOKIE}=${id}.${users}.${mac}`, ...attributes].join('; ');
    },
  };
}
