import type { Address } from '@food/contract';
import { describe, expect, it } from 'vitest';
import {
  addressFailureMessage,
  addressFormValues,
  addressPayload,
  addressZip,
  isUnchanged,
  pickAddress,
} from './address-form.ts';
import { resetTokenProblem as problemOf } from './reset-token.ts';
import { ApiError } from '@/lib/api-client.ts';
import { getIntl } from '@/lib/i18n/language.ts';

const saved: Address = {
  id: 3,
  type: 'shipping',
  line1: 'Kastanienallee 12',
  area: 'Prenzlauer Berg',
  city: 'Berlin',
  zip: '10435',
  country: 'Germany',
  phone: '+49 151 2345678',
  customer_name: 'Emma Schneider',
};
const account = { customer_name: 'Emma S.', phone: '+49 30 1234567' };

describe('addressZip (decisions §9)', () => {
  it('is the chosen delivery postcode, else empty: never 0000', () => {
    expect(addressZip({ postcode: '10115' })).toBe('10115');
    expect(addressZip(null)).toBe('');
    expect(addressZip({ postcode: '  ' })).toBe('');
  });
});

describe('pickAddress', () => {
  it('takes the first shipping address, else the first of any kind', () => {
    const billing = { ...saved, id: 1, type: 'billing' as const };
    expect(pickAddress([billing, saved])?.id).toBe(3);
    expect(pickAddress([billing])?.id).toBe(1);
    expect(pickAddress([])).toBeUndefined();
    expect(pickAddress(undefined)).toBeUndefined();
  });
});

describe('addressFormValues', () => {
  it('starts from the saved address with the postcode of the storefront', () => {
    expect(addressFormValues(saved, account, '10115', 'Germany')).toEqual({
      customer_name: 'Emma Schneider',
      line1: 'Kastanienallee 12',
      city: 'Berlin',
      zip: '10115',
      country: 'Germany',
      phone: '+49 151 2345678',
    });
  });

  it('falls back to the account’s name and phone and to Germany', () => {
    expect(addressFormValues(undefined, account, '10115', 'Germany')).toEqual({
      customer_name: 'Emma S.',
      line1: '',
      city: '',
      zip: '10115',
      country: 'Germany',
      phone: '+49 30 1234567',
    });
  });
});

describe('isUnchanged (spec §5)', () => {
  const values = addressFormValues(saved, account, '10435', 'Germany');

  it('is true when every field, the postcode included, is as loaded', () => {
    expect(isUnchanged(saved, values)).toBe(true);
    expect(isUnchanged(saved, { ...values, city: ' Berlin ' })).toBe(true);
  });

  it('is false after any change, a new postcode included, or without a saved address', () => {
    expect(isUnchanged(saved, { ...values, phone: '+49 151 0000000' })).toBe(false);
    expect(isUnchanged(saved, { ...values, zip: '10117' })).toBe(false);
    expect(isUnchanged(undefined, values)).toBe(false);
  });
});

describe('addressPayload', () => {
  it('sends the trimmed fields and keeps a saved area', () => {
    const values = { ...addressFormValues(saved, account, '10115', 'Germany'), city: ' Berlin ' };
    expect(addressPayload(values, saved)).toEqual({
      type: 'shipping',
      line1: 'Kastanienallee 12',
      city: 'Berlin',
      zip: '10115',
      country: 'Germany',
      phone: '+49 151 2345678',
      customer_name: 'Emma Schneider',
      area: 'Prenzlauer Berg',
    });
  });

  it('leaves the area out when there is none', () => {
    const payload = addressPayload(addressFormValues(undefined, account, '10115', 'Germany'), undefined);
    expect(payload).not.toHaveProperty('area');
    expect(payload.type).toBe('shipping');
    expect(
      addressPayload(addressFormValues(saved, account, '10115', 'Germany'), { ...saved, area: ' ' }),
    ).not.toHaveProperty('area');
  });
});

describe('addressFailureMessage (spec §8)', () => {
  it('prefers the server’s message, then the error’s, then the fallback', () => {
    const server = new ApiError('Enter a phone number', { status: 422, code: 'validation_failed' });
    expect(addressFailureMessage(server, getIntl())).toBe('Enter a phone number');
    expect(addressFailureMessage(new Error('Offline'), getIntl())).toBe('Offline');
    expect(addressFailureMessage(new Error(''), getIntl())).toBe('Failed to update address');
    expect(addressFailureMessage('nope', getIntl())).toBe('Failed to update address');
  });
});

describe('resetTokenProblem (spec §8)', () => {
  const resetTokenProblem = (token: string | null) => {
    const problem = problemOf(token);
    return problem && getIntl().formatMessage({ id: problem });
  };

  it('says when the link has no token', () => {
    expect(resetTokenProblem(null)).toBe('Reset token is missing.');
  });

  it('says when the token cannot be one', () => {
    expect(resetTokenProblem('')).toBe('Invalid or missing token.');
    expect(resetTokenProblem('abc def')).toBe('Invalid or missing token.');
    expect(resetTokenProblem('x'.repeat(201))).toBe('Invalid or missing token.');
  });

  it('accepts a token as the server issues them', () => {
    expect(resetTokenProblem('q7Zt-0_aB9xYk2LmN3oPq4RsT5uVw6XyZ7aBcDeFgHi')).toBeNull();
  });
});
