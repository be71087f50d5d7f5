import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';

const THUMBNAIL_BOXES = [{ size: 48 }];

/** A list row's picture: the smallest variant that fills 48 px, not the whole upload. */
export function Thumbnail({ src }: { src: string | null }) {
  return (
    <ResponsiveImage
      src={src}
      boxes={THUMBNAIL_BOXES}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 rounded-lg bg-cream-100 object-cover ring-1 ring-cream-200"
    />
  );
}
