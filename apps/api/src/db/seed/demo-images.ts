import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { encodeVariants, variantPath, type Variant } from '../../modules/images/service.ts';
import { demoIllustrations, type DemoImageSlug } from './demo-illustrations.ts';

export interface DemoImageFile {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** The upload folder's sub-folder for the demo pictures; served as /uploads/demo/…. */
const DEMO_FOLDER = 'demo';

/**
 * Renders every demo illustration to WebP under `${uploadDir}/demo/`, with the variants an upload gets.
 * A file that is already there (a previous seed, another database on the same upload folder) is kept
 * as it is.
 */
export async function renderDemoImages(uploadDir: string): Promise<Map<DemoImageSlug, DemoImageFile>> {
  const folder = path.join(uploadDir, DEMO_FOLDER);
  await mkdir(folder, { recursive: true });
  const slugs = Object.keys(demoIllustrations) as DemoImageSlug[];
  const files = await Promise.all(slugs.map((slug) => renderOne(folder, slug)));
  return new Map(slugs.map((slug, i) => [slug, files[i] as DemoImageFile]));
}

async function renderOne(folder: string, slug: DemoImageSlug): Promise<DemoImageFile> {
  const file = path.join(folder, `${slug}.webp`);
  const url = `/uploads/${DEMO_FOLDER}/${slug}.webp`;
  const [existing, { data, info, variants }] = await Promise.all([readExisting(file), encode(slug)]);
  await Promise.all([
    ...(existing ? [] : [writeIfMissing(file, data)]),
    ...variants.map((variant) =>
      writeIfMissing(variantPath(file, variant.width, variant.format), variant.data),
    ),
  ]);
  return existing
    ? { url, ...existing }
    : { url, width: info.width, height: info.height, bytes: data.length };
}

async function writeIfMissing(file: string, data: Buffer) {
  if (await stat(file).catch(() => null)) return;
  // Written aside and renamed, so that an interrupted seed never leaves half a picture behind.
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, data);
  await rename(partial, file);
}

interface EncodedPicture {
  data: Buffer;
  info: OutputInfo;
  variants: Variant[];
}

// Kept for the life of the process: tests seed many fresh databases with fresh upload folders.
const encoded = new Map<DemoImageSlug, Promise<EncodedPicture>>();

function encode(slug: DemoImageSlug): Promise<EncodedPicture> {
  let result = encoded.get(slug);
  if (!result) {
    result = sharp(Buffer.from(demoIllustrations[slug]()))
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .then(async ({ data, info }) => ({ data, info, variants: await encodeVariants(data, info.width) }));
    result.catch(() => encoded.delete(slug));
    encoded.set(slug, result);
  }
  return result;
}

async function readExisting(file: string): Promise<Omit<DemoImageFile, 'url'> | null> {
  try {
    const [stats, metadata] = await Promise.all([stat(file), sharp(file).metadata()]);
    if (metadata.format !== 'webp' || !metadata.width || !metadata.height) return null;
    return { width: metadata.width, height: metadata.height, bytes: stats.size };
  } catch {
    return null;
  }
}
