import { describe, expect, it } from 'vitest';
import { getIntl } from '@/lib/i18n/language.ts';
import { soldOutUntilText } from './sold-out-text.ts';

const berlin = { timezone: 'Europe/Berlin', locale: 'en-GB' };

describe('soldOutUntilText', () => {
  it('gives the end in the store time zone', () => {
    expect(soldOutUntilText(getIntl(), '2026-06-10T22:00:00Z', berlin)).toBe('Until 11 Jun 2026, 00:00');
  });

  it('says that one without an end waits for the owner', () => {
    expect(soldOutUntilText(getIntl(), null, berlin)).toBe('Until you make it available again');
  });
});
