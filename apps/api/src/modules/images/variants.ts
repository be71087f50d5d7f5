import sharp from 'sharp';

/** The widths a picture is also stored at, each only where the picture is at least that wide. */
const VARIANT_WIDTHS = [160, 320, 640, 1280] as const;
const VARIANT_FORMATS = ['webp', 'avif'] as const;

type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface Variant {
  width: number;
  format: VariantFormat;
  data: Buffer;
}

/** `…/name.webp` → `…/name-320w.avif`: the same for a file's name and its URL, so the web derives it. */
export const variantPath = (main: string, width: number, format: VariantFormat) =>
  main.replace(/\.webp$/, `-${width}w.${format}`);

/** The picture (already upright and without metadata) at every variant width up to its own, in both formats. */
export async function encodeVariants(picture: Buffer, width: number): Promise<Variant[]> {
  const sizes = VARIANT_WIDTHS.filter((variantWidth) => variantWidth <= width).flatMap((variantWidth) =>
    VARIANT_FORMATS.map((format) => ({ width: variantWidth, format })),
  );
  return Promise.all(
    sizes.map(async ({ width: variantWidth, format }) => {
      const resized = sharp(picture).resize({ width: variantWidth });
      // AVIF's default effort (4) took 6 to 10 times as long as 2 on test pictures, for files at most 10 % smaller.
      const encoded = format === 'webp' ? resized.webp() : resized.avif({ effort: 2 });
      return { width: variantWidth, format, data: await encoded.toBuffer() };
    }),
  );
}

/** The names of the picture `main` and of every variant it may have. */
export const pictureFileNames = (main: string) => [
  main,
  ...VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantPath(main, width, format))),
];
