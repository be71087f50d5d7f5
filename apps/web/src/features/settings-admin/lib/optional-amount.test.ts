import { describe, expect, it } from 'vitest';
import { inEnglish } from '@/testing/i18n.ts';
import { amountText, optionalAmountText } from './optional-amount.ts';

describe('optionalAmountText', () => {
  it('reads an empty field as none', () => {
    expect(optionalAmountText.parse('')).toBeNull();
    expect(optionalAmountText.parse('  ')).toBeNull();
  });

  it('reads a typed amount as a number', () => {
    expect(optionalAmountText.parse('12.5')).toBe(12.5);
    expect(optionalAmountText.parse('0')).toBe(0);
  });

  it('refuses more than 2 decimals', () => {
    expect(inEnglish(optionalAmountText.safeParse('1.234').error!.issues[0]!.message)).toBe(
      'Use at most 2 decimals',
    );
  });
});

describe('amountText', () => {
  it('shows none as an empty field and an amount with 2 decimals', () => {
    expect(amountText(null)).toBe('');
    expect(amountText(15)).toBe('15.00');
  });
});
