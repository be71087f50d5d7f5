import { describe, expect, it } from 'vitest';
import type { ReceiptStore } from '../receipts/service.ts';
import { encodeTicket } from './ticket.ts';
import { ticketLineText } from './ticket-text.ts';

const store: ReceiptStore = {
  name: 'Demo',
  address: '',
  locale: 'de-DE',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  defaultLanguage: 'de',
};

/** What the ESC/POS encoder sends for a short text of one-byte characters, without its commands around it. */
function encodedLine(text: string): Buffer {
  const bytes = Buffer.from(
    encodeTicket(
      { kind: 'test', printer: { name: text, language: 'en', widthMm: 80 }, store, order: null },
      'esc-pos',
    ),
  ).toString('latin1');
  const end = bytes.indexOf(' is connected');
  return Buffer.from(bytes.slice(end - text.length, end), 'latin1');
}

describe('the text of a ticket line', () => {
  it('keeps what code page 858 prints: every such character one printable byte, none a "?"', () => {
    const kept = [
      ...Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)).filter((c) => c !== '?'),
      ...Array.from({ length: 0x60 }, (_, i) => String.fromCharCode(0xa0 + i)).filter(
        (c) => !'\u00a0\u00ad§¶'.includes(c),
      ),
      '€',
    ].join('');
    expect(ticketLineText(kept)).toBe(kept);
    // A few characters at a time: the line is not wrapped.
    for (let i = 0; i < kept.length; i += 8) {
      const bytes = encodedLine(kept.slice(i, i + 8).trim());
      expect([...bytes].filter((b) => b < 0x20 || b === 0x7f || b === 0x3f)).toEqual([]);
    }
  });

  it('writes typographic characters in plain forms, and § and • not as the control codes the encoder would', () => {
    expect(ticketLineText('– — ‘a’ ‚b‘ „c“ “d” «e» … • § ﬁ č ½ x\u00a0y\u202fz')).toBe(
      `- - 'a' ,b' "c" "d" «e» ... * Par. fi c ½ x y z`,
    );
    expect([...encodedLine('„Grüße“ – 5 € • §')]).not.toContain(0x3f);
  });

  it('folds line breaks and drops control and format characters', () => {
    expect(ticketLineText('a\r\nb\tc\u2028d\u0085e\u001b@f\u001dVg\u009b2Jh\u200bi\u202ej\u00adk')).toBe(
      'a b c d e@fVg2Jhijk',
    );
    expect(ticketLineText('😀 ł')).toBe('? ?');
  });
});
