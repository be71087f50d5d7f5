import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps the + and the digits of the number as written', () => {
    expect(telHref('030 12345678')).toBe('tel:03012345678');
    expect(telHref('+49 (30) 123-456/78')).toBe('tel:+493012345678');
  });
});
