import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase, tempDir } from '../../../test/helpers.ts';
import { imageStoreFor, type ImageStore } from './service.ts';

describe('the image store of this run (PostgreSQL or the embedded database’s folder)', () => {
  let database: DatabaseHandle;
  let images: ImageStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    images = imageStoreFor(database, await tempDir('image-store-'));
  });
  afterAll(() => database.close());

  it('reads back what it saved, with its type and SHA-256', async () => {
    await images.save([
      { name: '9/a-2x2.webp', data: Buffer.from('webp bytes') },
      { name: '9/a-2x2-160w.avif', data: Buffer.from('avif bytes') },
    ]);
    expect(await images.read('9/a-2x2.webp')).toEqual({
      data: Buffer.from('webp bytes'),
      contentType: 'image/webp',
      sha256: createHash('sha256').update('webp bytes').digest('hex'),
    });
    expect((await images.read('9/a-2x2-160w.avif'))?.contentType).toBe('image/avif');
  });

  it('keeps the bytes a name has: a URL never serves other ones', async () => {
    await images.save([{ name: '9/b-2x2.webp', data: Buffer.from('first') }]);
    await images.save([{ name: '9/b-2x2.webp', data: Buffer.from('second') }]);
    expect((await images.read('9/b-2x2.webp'))?.data.toString()).toBe('first');
  });

  it('forgets what it removed, and answers null for a name it never had', async () => {
    await images.save([{ name: '9/c-2x2.webp', data: Buffer.from('c') }]);
    await images.remove(['9/c-2x2.webp', '9/never-2x2.webp']);
    expect(await images.read('9/c-2x2.webp')).toBeNull();
    expect(await images.read('9/never-2x2.webp')).toBeNull();
  });

  it('refuses a name that is no picture file of one folder', async () => {
    for (const name of ['../etc/passwd', '9/x.svg', '9/../x.webp', 'x.webp', '9/a/b.webp']) {
      await expect(images.read(name), name).rejects.toThrow(/not a picture file's name/);
      await expect(images.save([{ name, data: Buffer.from('x') }]), name).rejects.toThrow();
    }
  });
});
