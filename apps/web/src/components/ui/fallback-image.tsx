import { useState, type ComponentProps } from 'react';

const PLACEHOLDER_IMAGE = '/images/placeholder-dish.svg';

/** An image that shows the placeholder dish when it has no source or fails to load. */
type FallbackImageProps = Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined };

export function FallbackImage({ src, alt, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      {...props}
      src={usable}
      alt={alt}
      decoding="async"
      onError={() => {
        if (usable !== PLACEHOLDER_IMAGE) setFailedSrc(usable);
      }}
    />
  );
}
