import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { login } from '../clients.ts';
import type { Cluster } from '../cluster.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * An image uploaded through process A (POST /api/images/upload), then fetched at the URL it answered
 * from each process directly: what each one served.
 */
export async function imageServedByAll(cluster: Cluster) {
  const [a] = cluster.servers;
  const token = await login(a.origin, DEMO_LOGINS.admin);
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png');
  const upload = await fetch(`${a.origin}/api/images/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const { image_url: imageUrl } = (await upload.json()) as { image_url: string };
  const { pathname } = new URL(imageUrl, a.origin);

  const served = await Promise.all(
    cluster.servers.map(async (server) => {
      const response = await fetch(`${server.origin}${pathname}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        server: server.name,
        status: response.status,
        type: response.headers.get('content-type'),
        sha256: response.ok ? sha256(bytes) : null,
      };
    }),
  );
  return { imageUrl, served };
}
