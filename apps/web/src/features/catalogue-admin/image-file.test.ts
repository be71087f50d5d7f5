import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageUrlOf, INVALID_UPLOAD_RESPONSE } from './image-file.ts';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it('accepts images up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1200 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 5 * MB })).toBeNull();
  });

  it('refuses other files, larger images and empty files', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 1200 })).toBe('catalogue.image.notImage');
    expect(imageFileProblem({ type: '', size: 1200 })).toBe('catalogue.image.notImage');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('catalogue.image.tooLarge');
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe('catalogue.image.empty');
  });
});

describe('imageUrlOf', () => {
  it('reads image_url, or data.image_url', () => {
    expect(imageUrlOf({ image_url: '/uploads/9/a.webp', data: { image_url: '/uploads/9/a.webp' } })).toBe(
      '/uploads/9/a.webp',
    );
    expect(imageUrlOf({ data: { image_url: '/uploads/9/b.webp' } })).toBe('/uploads/9/b.webp');
  });

  it('fails without one', () => {
    for (const body of [undefined, null, 'ok', {}, { image_url: '' }, { data: null }, { image_url: 7 }]) {
      expect(() => imageUrlOf(body)).toThrow(INVALID_UPLOAD_RESPONSE);
    }
  });
});
