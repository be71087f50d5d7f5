/** The widths the server also stores a picture at, up to its own (apps/api/src/modules/images/variants.ts). */
const VARIANT_WIDTHS = [160, 320, 640, 1280];

/** An upload's name ends in its size: /uploads/9/<uuid>-1600x1200.webp. */
const UPLOAD_SIZE = /-(\d+)x(\d+)\.webp$/;
/** The demo pictures keep their dishes' names and are all 800 × 600 (apps/api/src/db/seed/demo-svg.ts). */
const DEMO_PICTURE = /^\/uploads\/demo\/[\w-]+\.webp$/;
const DEMO_SIZE = { width: 800, height: 600 };

type Size = { width: number; height: number };

/** The square box a picture fills (object-cover), `size` CSS px wide from the viewport width `from` on. */
export type Box = { from?: number; size: number };

export type PictureSources = { avif: string; webp: string; sizes: string };

function pictureSize(url: string): Size | null {
  const upload = UPLOAD_SIZE.exec(url);
  if (upload) return { width: Number(upload[1]), height: Number(upload[2]) };
  return DEMO_PICTURE.test(url) ? DEMO_SIZE : null;
}

/**
 * `sizes` for a picture covering square boxes: a landscape picture is drawn as wide as the box is
 * high times its aspect, so it asks for that width. Boxes from the widest viewport down, the last
 * without `from`.
 */
export function coverSizes(boxes: readonly Box[], picture: Size): string {
  const scale = Math.max(1, picture.width / picture.height);
  return boxes
    .map(({ from, size }) => {
      const width = `${Math.ceil(size * scale)}px`;
      return from === undefined ? width : `(min-width: ${from}px) ${width}`;
    })
    .join(', ');
}

/**
 * The AVIF and WebP `srcset`s and the `sizes` of a stored picture, or null when it has no variants
 * (stored before them, or narrower than the smallest): then the picture itself is shown.
 */
export function pictureSources(url: string, boxes: readonly Box[]): PictureSources | null {
  const size = pictureSize(url);
  const widths = size ? VARIANT_WIDTHS.filter((width) => width <= size.width) : [];
  if (!size || widths.length === 0) return null;
  const srcSet = (format: 'avif' | 'webp') =>
    widths.map((width) => `${url.replace(/\.webp$/, `-${width}w.${format}`)} ${width}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp'), sizes: coverSizes(boxes, size) };
}
