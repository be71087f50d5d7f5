import type { Postcode } from '@food/contract';

/** Spaces and letter case do not matter: "sw1a 1aa" finds "SW1A 1AA". */
const normalizePostcode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The postcodes that begin with what was typed, and the one it names in full, if any. An empty field
 * matches every postcode.
 */
export function searchPostcodes(postcodes: Postcode[], typed: string) {
  const query = normalizePostcode(typed);
  const matches = postcodes.filter((postcode) => normalizePostcode(postcode.postcode).startsWith(query));
  const exact = query
    ? matches.find((postcode) => normalizePostcode(postcode.postcode) === query)
    : undefined;
  return { query, matches, exact };
}
