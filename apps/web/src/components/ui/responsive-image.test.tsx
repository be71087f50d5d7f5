// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

afterEach(cleanup);

const BOXES = [{ size: 64 }];

describe('ResponsiveImage', () => {
  it('offers the AVIF and WebP variants with their sizes, and keeps the image’s own attributes', () => {
    const { container } = render(
      <ResponsiveImage
        src="/uploads/9/ab-400x400.webp"
        boxes={BOXES}
        alt=""
        width={80}
        height={80}
        loading="lazy"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/uploads/9/ab-400x400-160w.avif 160w, /uploads/9/ab-400x400-320w.avif 320w',
    );
    expect(sources[1]).toHaveAttribute('sizes', '64px');
    const image = container.querySelector('picture > img');
    expect(image).toHaveAttribute('src', '/uploads/9/ab-400x400.webp');
    expect(image).toHaveAttribute('width', '80');
    expect(image).toHaveAttribute('height', '80');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the picture itself when a variant fails, then to the placeholder', () => {
    const { container } = render(<ResponsiveImage src="/uploads/demo/fries.webp" boxes={BOXES} alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/demo/fries.webp');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder-dish.svg');
  });

  it('shows a picture without variants as it is, and the placeholder for none', () => {
    const { container, rerender } = render(
      <ResponsiveImage src="/uploads/9/old.webp" boxes={BOXES} alt="" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/9/old.webp');
    rerender(<ResponsiveImage src={null} boxes={BOXES} alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder-dish.svg');
  });
});
