/**
 * Typographic characters (phone keyboards type them) that code page 858 lacks, in their plain forms. `•`,
 * `§` and `¶` are in it, but the encoder writes them at their old places among the control codes (0x07,
 * 0x15, 0x14), so they are replaced too.
 */
const PLAIN: Record<string, string> = {
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  '‚': ',',
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '‹': '<',
  '›': '>',
  '…': '...',
  '•': '*',
  '‣': '*',
  '§': 'Par.',
  '¶': '',
};

/**
 * What the encoder writes as one printable byte of code page 858: ASCII from the space to `~`, Latin-1
 * (umlauts, ß, «», é …) but § and ¶, and €. Every other character would come out as `?`, or as a control code.
 */
const PRINTABLE = /^[\u0020-\u007e\u00a0-\u00a6\u00a8-\u00b5\u00b7-\u00ff€]$/u;

const COMBINING_MARKS = /\p{M}/gu;

function plainCharacter(character: string): string {
  const mapped = PLAIN[character];
  if (mapped !== undefined) return mapped;
  if (PRINTABLE.test(character)) return character;
  // ﬁ → fi, ½ as it is, č → c, ① → 1: the compatibility form without its accents, if it prints.
  const decomposed = character.normalize('NFKD').replace(COMBINING_MARKS, '');
  return decomposed && [...decomposed].every((c) => PRINTABLE.test(c)) ? decomposed : '?';
}

/**
 * A ticket line as the printer may receive it: one line (line breaks and tabs become spaces), no control
 * or format character (C0, C1, ESC, GS, bidi and zero-width marks), only characters code page 858
 * prints. The encoder's own commands are then the only control bytes on the wire.
 */
export function ticketLineText(text: string): string {
  return [
    ...text
      .normalize('NFC')
      .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\p{Zs}/gu, ' '),
  ]
    .map(plainCharacter)
    .join('');
}
