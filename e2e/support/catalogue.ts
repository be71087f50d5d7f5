import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Texts of the web's catalogues (packages/i18n/catalogues), for the steps of a German test that lead
 * through screens whose words belong to other parts of the app. Simple arguments only ("Add {name}").
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/i18n/catalogues');

function catalogue(language: 'de' | 'en'): Record<string, string> {
  const folder = path.join(root, language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>),
  );
}

const german = catalogue('de');

/** The German text of a catalogue key, with `{name}` arguments filled in. */
export function de(id: string, values: Record<string, string | number> = {}): string {
  const message = german[id];
  if (message === undefined) throw new Error(`No German text for ${id}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
