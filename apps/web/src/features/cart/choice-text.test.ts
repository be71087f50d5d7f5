import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import germanCart from '../../../../../packages/i18n/catalogues/de/cart.json';
import englishCart from '../../../../../packages/i18n/catalogues/en/cart.json';
import { missingChoice } from './choice-text.ts';

type Messages = Parameters<typeof createIntl>[0]['messages'];
const english = createIntl({ locale: 'en', messages: englishCart as unknown as Messages });
const german = createIntl({ locale: 'de', messages: germanCart as unknown as Messages });

describe('what a group still needs, by its name', () => {
  it('reads the name inside the English sentence in lower case, unless it starts with an acronym', () => {
    expect(missingChoice(english, { min: 1, name: 'Curry sauce' })).toBe('Choose 1 curry sauce');
    expect(missingChoice(english, { min: 2, name: 'BBQ dips' })).toBe('Choose 2 BBQ dips');
  });

  it('keeps the German name as it is written: nouns are capitalised', () => {
    expect(missingChoice(german, { min: 1, name: 'Currysauce' })).toBe('Wähle 1 Currysauce');
  });
});
