import type { Postcode } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { searchPostcodes } from './postcode-search.ts';

const postcode = (id: number, code: string): Postcode => ({
  id,
  postcode: code,
  delivery_fee: 2,
  min_order: null,
  free_delivery_over: null,
  store_id: 9,
});
const berlin = [postcode(1, '10115'), postcode(2, '10117'), postcode(3, '10243'), postcode(4, 'SW1A 1AA')];

describe('searchPostcodes', () => {
  it('keeps every postcode for an empty field', () => {
    expect(searchPostcodes(berlin, '  ')).toEqual({ query: '', matches: berlin, exact: undefined });
  });

  it('narrows to the postcodes that begin with what was typed', () => {
    expect(searchPostcodes(berlin, '101').matches.map((p) => p.postcode)).toEqual(['10115', '10117']);
    expect(searchPostcodes(berlin, '101').exact).toBeUndefined();
  });

  it('names the postcode typed in full, whatever its spaces and case', () => {
    expect(searchPostcodes(berlin, '10243 ').exact?.id).toBe(3);
    expect(searchPostcodes(berlin, 'sw1a1aa').exact?.id).toBe(4);
  });

  it('finds nothing for a postcode the store does not deliver to', () => {
    expect(searchPostcodes(berlin, '10999')).toEqual({ query: '10999', matches: [], exact: undefined });
  });
});
