import { ESLint } from 'eslint';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });
const written: string[] = [];

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

afterAll(async () => {
  await Promise.all(written.map((file) => rm(file, { force: true })));
});

// Linting with type-aware import resolution takes seconds on a busy machine, more for the first file of a package.
describe('the lint rules that keep the layers apart', { timeout: 60_000 }, () => {
  it('refuse a storefront feature importing a back-office feature', async () => {
    const code = "export { playChime } from '@/features/order-desk/chime.ts';\n";
    expect(await problems('apps/web/src/features/menu/new-file.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('allow a feature import on the allow-list', async () => {
    const code = "export { cartStore } from '@/features/cart/use-cart.ts';\n";
    expect(await problems('apps/web/src/features/checkout/new-file.ts', code)).toEqual([]);
  });

  it('refuse shared components importing a feature', async () => {
    const code = "export { cartStore } from '@/features/cart/use-cart.ts';\n";
    expect(await problems('apps/web/src/components/ui/new-file.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("refuse an API module reaching into another module's repository, not its service", async () => {
    expect(
      await problems(
        'apps/api/src/modules/orders/new-file.ts',
        "export { findStore } from '../stores/repository.ts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await problems(
        'apps/api/src/modules/orders/new-file.ts',
        "export { getStore } from '../stores/service.ts';\n",
      ),
    ).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    const tag = randomBytes(4).toString('hex');
    const first = path.join(root, `apps/api/src/lib/cycle-${tag}-a.ts`);
    const second = path.join(root, `apps/api/src/lib/cycle-${tag}-b.ts`);
    written.push(first, second);
    await writeFile(second, `import { a } from './cycle-${tag}-a.ts';\nexport const b = () => a;\n`);
    const code = `import { b } from './cycle-${tag}-b.ts';\nexport const a = () => b;\n`;
    await writeFile(first, code);
    expect(await problems(path.relative(root, first), code)).toContain('import-x/no-cycle');
  });

  it('refuse a text written into JSX instead of taken from the catalogues', async () => {
    const file = 'apps/web/src/lib/i18n/new-file.tsx';
    expect(await problems(file, 'export const A = () => <p>Closed</p>;\n')).toContain(
      'formatjs/no-literal-string-in-jsx',
    );
    expect(await problems(file, 'export const A = () => <input aria-label="Search" />;\n')).toContain(
      'formatjs/no-literal-string-in-jsx',
    );
    const translated =
      "import { useIntl } from 'react-intl';\n" +
      "export const A = () => <p>{useIntl().formatMessage({ id: 'common.language.label' })}</p>;\n";
    expect(await problems(file, translated)).toEqual([]);
  });
});
