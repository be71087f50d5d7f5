import { useState, type ComponentProps } from 'react';
import { FallbackImage } from './fallback-image.tsx';
import { pictureSources, type Box } from './picture-sources.ts';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string | null | undefined;
  /** The square box the picture covers, per viewport width: picks the variant the screen needs. */
  boxes: readonly Box[];
};

/**
 * A stored picture in the smallest AVIF or WebP variant that fills its box on this screen. A variant
 * that fails to load falls back to the picture itself, and that to the placeholder dish.
 */
export function ResponsiveImage({ src, boxes, alt, ...props }: ResponsiveImageProps) {
  const [variantsFailed, setVariantsFailed] = useState<string | null>(null);
  const sources = src && src !== variantsFailed ? pictureSources(src, boxes) : null;
  if (!src || !sources) return <FallbackImage {...props} src={src} alt={alt} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      <img {...props} src={src} alt={alt} decoding="async" onError={() => setVariantsFailed(src)} />
    </picture>
  );
}
