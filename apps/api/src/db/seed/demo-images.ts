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
    result = sharp(Buffer.from(demoIllustrations[slug]()))
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .then(async ({ data, info }) => ({ data, info, variants: await encodeVariants(data, info.width) }));
    result.catch(() => encoded.delete(slug));
    encoded.set(slug, result);
  }
  return result;
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
