import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskImageStore } from '../../modules/images/disk-image-store.ts';
import { demoIllustrations } from './demo-illustrations.ts';
import { renderDemoImages } from './demo-images.ts';

describe('renderDemoImages', () => {
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
  });
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));

  it('writes every picture with the variants an upload of its size gets', async () => {
    const pictures = await renderDemoImages(diskImageStore(uploadDir));
    const files = await readdir(path.join(uploadDir, 'demo'));
    for (const slug of Object.keys(demoIllustrations)) {
      expect(pictures.get(slug as keyof typeof demoIllustrations)).toMatchObject({
        url: `/uploads/demo/${slug}.webp`,
        width: 800,
        height: 600,
      });
      // Exactly its own: `flammkuchen-160w.webp`, not `flammkuchen-goats-cheese-160w.webp`.
      const own = files.filter((file) => new RegExp(`^${slug}-\\d+w\\.`).test(file)).sort();
      expect(own).toEqual(
        [160, 320, 640].flatMap((width) => [`${slug}-${width}w.avif`, `${slug}-${width}w.webp`]).sort(),
      );
      for (const file of own) {
        const metadata = await sharp(path.join(uploadDir, 'demo', file)).metadata();
        const width = Number(/-(\d+)w\./.exec(file)?.[1]);
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          file.endsWith('.avif') ? 'heif' : 'webp',
          width,
          (width * 3) / 4,
        ]);
      }
    }
    expect(files.some((file) => file.endsWith('.tmp'))).toBe(false);
  });

  it('keeps the files already there and adds the variants a folder from before them lacks', async () => {
    const folder = path.join(uploadDir, 'demo');
    const main = path.join(folder, 'fries.webp');
    const mainBefore = await readFile(main);
    const keptVariant = path.join(folder, 'fries-640w.avif');
    await writeFile(keptVariant, 'kept');
    await rm(path.join(folder, 'fries-320w.webp'));
    const mainChanged = (await stat(main)).mtimeMs;

    await renderDemoImages(diskImageStore(uploadDir));
    expect((await readFile(main)).equals(mainBefore)).toBe(true);
    expect((await stat(main)).mtimeMs).toBe(mainChanged);
    expect(await readFile(keptVariant, 'utf8')).toBe('kept');
    const restored = await sharp(path.join(folder, 'fries-320w.webp')).metadata();
    expect([restored.format, restored.width]).toEqual(['webp', 320]);
  });
});
