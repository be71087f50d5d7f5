import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@food/contract/languages';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { DOMAINS } from './domains.ts';

/** Every argument a message uses, with its kind (plain, number, date, plural, select…), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal)
        found.add(`${String(element.value)}:${TYPE[element.type]}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('the catalogues', () => {
  for (const domain of DOMAINS) {
    it(`${domain}: every language has the same keys with the same ICU arguments`, () => {
      const [first, ...others] = LANGUAGES.map((language) => CATALOGUES[language][domain]);
      const shape = (messages: Record<string, string>) =>
        Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, argumentsOf(text)]));
      for (const other of others) expect(shape(other)).toEqual(shape(first!));
    });

    it(`${domain}: every key starts with "${domain}." and no message is empty`, () => {
      for (const language of LANGUAGES)
        for (const [key, text] of Object.entries(CATALOGUES[language][domain])) {
          expect(key.startsWith(`${domain}.`), `${language}: ${key}`).toBe(true);
          expect(text.trim(), `${language}: ${key}`).not.toBe('');
        }
    });
  }

  it('tells a missing argument apart from a renamed one', () => {
    expect(argumentsOf('{count, plural, one {# item} other {# items}} for {name}')).toEqual([
      'count:plural',
      'name:argument',
    ]);
    expect(argumentsOf('{n, plural, one {# item} other {# items}}')).not.toEqual(
      argumentsOf('{count, plural, one {# item} other {# items}}'),
    );
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function sourcesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, folder), { recursive: true });
  return entries.filter((name) => /\.tsx?$/.test(name)).map((name) => path.join(repoRoot, folder, name));
}

describe('the validation messages of the shared schemas and the forms', () => {
  it('are keys of the validation catalogue, with the arguments their messages use', async () => {
    const files = [...(await sourcesUnder('packages/contract/src')), ...(await sourcesUnder('apps/web/src'))];
    const used: string[] = [];
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      for (const [, key, params] of source.matchAll(
        /validationMessage\(\s*'(validation\.\w+)'(?:,\s*\{([^}]*)\})?/g,
      )) {
        used.push(key!);
        const names = (params ?? '')
          .split(',')
          .map((param) => param.split(':')[0]!.trim())
          .filter(Boolean)
          .sort();
        const message = CATALOGUES.en.validation[key!];
        expect(message, `${path.relative(repoRoot, file)}: ${key}`).toBeDefined();
        expect(
          argumentsOf(message!).map((argument) => argument.split(':')[0]),
          key,
        ).toEqual(names);
      }
    }
    expect(used.length).toBeGreaterThan(50);
  });
});
