import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import {
  encodeVariants,
  pictureFiles,
  UPLOADS_PREFIX,
  type ImageStore,
  type Variant,
} from '../../modules/images/service.ts';
import { demoIllustrations, type DemoImageSlug } from './demo-illustrations.ts';

export interface DemoImageFile {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** The folder of the demo pictures; served as /uploads/demo/…. */
const DEMO_FOLDER = 'demo';

/**
 * Renders every demo illustration to WebP in the image store's `demo/` folder, with the variants an
 * upload gets. A file that is already there (a previous seed, another database on the same upload
 * folder) is kept as it is.
 */
export async function renderDemoImages(images: ImageStore): Promise<Map<DemoImageSlug, DemoImageFile>> {
  const slugs = Object.keys(demoIllustrations) as DemoImageSlug[];
  const files = await Promise.all(slugs.map((slug) => renderOne(images, slug)));
  return new Map(slugs.map((slug, i) => [slug, files[i] as DemoImageFile]));
}

async function renderOne(images: ImageStore, slug: DemoImageSlug): Promise<DemoImageFile> {
  const name = `${DEMO_FOLDER}/${slug}.webp`;
  const url = `${UPLOADS_PREFIX}${name}`;
  const [existing, { data, info, variants }] = await Promise.all([readExisting(images, name), encode(slug)]);
  // The store keeps the files it has; a picture found there (possibly from before PostgreSQL kept them,
  // and then outside its table) is left where it is, and its variants are added if missing.
  await images.save(pictureFiles(name, data, variants).filter((file) => !existing || file.name !== name));
  return existing
    ? { url, ...existing }
    : { url, width: info.width, height: info.height, bytes: data.length };
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
    result = encodeOnce(demoIllustrations[slug]());
    result.catch(() => encoded.delete(slug));
    encoded.set(slug, result);
  }
  return result;
}

/**
 * Encoding a drawing and its AVIF and WebP sizes takes a CPU-second or more; every test file that seeds
 * the demo (each in a process of its own) would pay it for every picture. So what one process encoded is
 * kept in the system's temporary folder under the hash of the drawing, and read back by the next.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'food-demo-pictures');

interface CachedPicture {
  info: OutputInfo;
  variants: { width: number; format: Variant['format'] }[];
}

async function encodeOnce(svg: string): Promise<EncodedPicture> {
  const folder = path.join(CACHE_DIR, createHash('sha256').update(svg).digest('hex').slice(0, 32));
  const cached = await readCached(folder);
  if (cached) return cached;
  const { data, info } = await sharp(Buffer.from(svg))
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const picture = { data, info, variants: await encodeVariants(data, info.width) };
  await writeCached(folder, picture).catch(() => undefined);
  return picture;
}

async function readCached(folder: string): Promise<EncodedPicture | null> {
  try {
    const { info, variants } = JSON.parse(
      await readFile(path.join(folder, 'picture.json'), 'utf8'),
    ) as CachedPicture;
    const [data, ...variantData] = await Promise.all([
      readFile(path.join(folder, 'picture.webp')),
      ...variants.map(({ width, format }) => readFile(path.join(folder, `${width}.${format}`))),
    ]);
    return {
      data: data!,
      info,
      variants: variants.map((variant, i) => ({ ...variant, data: variantData[i]! })),
    };
  } catch {
    return null;
  }
}

/** Written to a folder of its own first and renamed into place, so that a reader never sees half of it. */
async function writeCached(folder: string, picture: EncodedPicture) {
  await mkdir(CACHE_DIR, { recursive: true });
  const staging = await mkdtemp(`${folder}-`);
  await Promise.all([
    writeFile(path.join(staging, 'picture.webp'), picture.data),
    ...picture.variants.map(({ width, format, data }) =>
      writeFile(path.join(staging, `${width}.${format}`), data),
    ),
  ]);
  const manifest: CachedPicture = {
    info: picture.info,
    variants: picture.variants.map(({ width, format }) => ({ width, format })),
  };
  await writeFile(path.join(staging, 'picture.json'), JSON.stringify(manifest));
  // Another process may have put the same picture there first: then its copy stays and this one goes.
  await rename(staging, folder).catch(() => rm(staging, { recursive: true, force: true }));
}

async function readExisting(images: ImageStore, name: string): Promise<Omit<DemoImageFile, 'url'> | null> {
  const file = await images.read(name);
  if (!file) return null;
  try {
    const metadata = await sharp(file.data).metadata();
    if (metadata.format !== 'webp' || !metadata.width || !metadata.height) return null;
    return { width: metadata.width, height: metadata.height, bytes: file.data.length };
  } catch {
    return null;
  }
}
