import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.ts';

describe('mailboxKey', () => {
  it('counts plus-addresses and any case as their mailbox', () => {
    const flood = mailboxKey('flood@example.com');
    for (const email of [
      'flood+1@example.com',
      'Flood+2@EXAMPLE.com',
      ' flood+a+b@Example.COM ',
      'FLOOD@example.com',
    ])
      expect(mailboxKey(email), email).toBe(flood);
  });

  it('keeps other mailboxes and domains apart, and holds no e-mail', () => {
    const keys = ['flood@example.com', 'flood1@example.com', 'flood@example.org', '+flood@example.com'].map(
      mailboxKey,
    );
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
