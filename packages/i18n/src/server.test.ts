import { describe, expect, it } from 'vitest';
import { requestLanguage, translate } from './server.ts';

describe('requestLanguage', () => {
  const ask = (headers: Record<string, string>, query?: object) => requestLanguage({ headers, query }, 'de');

  it('takes ?lang= first, then the best language the browser names, then the store default', () => {
    expect(ask({ 'accept-language': 'de-DE' }, { lang: 'en' })).toBe('en');
    expect(ask({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(ask({ 'accept-language': 'fr-FR, en;q=0.5' })).toBe('en');
    expect(ask({ 'accept-language': 'fr-FR' })).toBe('de');
    expect(ask({})).toBe('de');
  });

  it('reads "*" as no wish', () => {
    expect(requestLanguage({ headers: { 'accept-language': '*' } }, 'en')).toBe('en');
  });
});

describe('translate', () => {
  it('formats in the language asked and falls back to the id for an unknown one', () => {
    expect(translate('de', 'common.language.label')).toBe('Sprache');
    expect(translate('en', 'common.language.label')).toBe('Language');
    expect(translate('en', 'nope.nothing' as never)).toBe('nope.nothing');
  });
});
