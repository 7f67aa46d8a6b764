import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enCore } from '../src/locales/en-core.ts';
import { en } from '../src/locales/en.ts';
import { flattenKeys } from '../src/locales/locale-keys.ts';
import { keysNamed, modulesWithThePage, namesIn } from './first-screen-texts.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
const modules = modulesWithThePage(path.join(SRC, 'main.tsx'));
const relative = (file: string) => path.relative(SRC, file);

/** Every key a module bundled with the page names, with the modules that name it. */
const named = new Map<string, string[]>();
const allKeys = flattenKeys(en);
for (const [file, names] of modules) {
  for (const key of keysNamed(names, allKeys)) {
    named.set(key, [...(named.get(key) ?? []), relative(file)]);
  }
}
const coreKeys = flattenKeys(enCore);

// docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript: the page bundles
// `en-core.ts` alone; the pages and dialogs loaded on demand await `en-more.ts` (lazyWithTexts).
describe('the texts bundled with the page (en-core.ts)', () => {
  it('hold every key a module bundled with the page names', () => {
    const core = new Set(coreKeys);
    const missing = [...named]
      .filter(([key]) => !core.has(key))
      .map(([key, files]) => `${key}, named in ${files.join(', ')}: move it to en-core.ts`);
    expect(missing).toEqual([]);
  });

  it('hold nothing else, which would weigh on every first visit', () => {
    const unnamed = coreKeys
      .filter((key) => !named.has(key))
      .map((key) => `${key}: no module bundled with the page names it, move it to en-more.ts`);
    expect(unnamed).toEqual([]);
  });
});

describe('modulesWithThePage', () => {
  const found = [...modules.keys()].map(relative);

  it('follows static imports from main.tsx to the layout and the first screens', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'main.tsx',
        'lib/i18n.ts',
        'locales/en-core.ts',
        'app/layout/app-layout.tsx',
        'app/routes/home-page.tsx',
        'features/wish/components/wish-page.tsx',
        'features/auth/components/auth-dialogs.tsx',
      ]),
    );
  });

  it('stops at a dynamic import and at an import of types only', () => {
    for (const onDemand of [
      'locales/en-more.ts',
      'locales/es-core.ts',
      'app/routes/admin-route.tsx',
      'app/routes/config-route.tsx',
      'features/auth/components/login-dialog.tsx',
      'features/auth/components/profile-dialog.tsx',
      'features/legal-pages/components/legal-document-page.tsx',
      // Imported for its type `Resources` only.
      'locales/en.ts',
    ]) {
      expect(found).not.toContain(onDemand);
    }
  });
});

describe('namesIn and keysNamed', () => {
  const source = `
    import type { Resources } from './types.ts';
    import { type Only, value } from './values.ts';
    export { helper } from './helper.ts';
    export type { Shape } from './shape.ts';
    import './look.css';
    const Page = lazy(() => import('./page.tsx'));
    const LABELS = { ok: 'common.ok', tab: 'wallet' };
    const t = (key: string) => key;
    export const a = t('wall.title') + t(\`errors.\${code}\`) + t(\`ads.\${kind}_title\`);
    export const b = <Trans i18nKey="auth.register_terms" />;
    export const c = t('config.tabs');
  `;
  const names = namesIn('example.tsx', source);
  const keys = [
    'wall.title',
    'wall.loading',
    'errors.not_found',
    'errors.conflict',
    'ads.raffle_title',
    'ads.raffle_body',
    'auth.register_terms',
    'common.ok',
    'common.close',
    'config.tabs.wallet',
    'config.title',
    'wallet.balance_title',
  ];

  it('takes the static imports and re-exports, not those of types only nor dynamic ones', () => {
    expect(names.imports).toEqual(['./values.ts', './helper.ts', './look.css']);
  });

  it('names keys by string, by JSX attribute, by part of the tree and by template head', () => {
    expect(keysNamed(names, keys)).toEqual([
      'wall.title',
      'errors.not_found',
      'errors.conflict',
      'ads.raffle_title',
      'ads.raffle_body',
      'auth.register_terms',
      'common.ok',
      'config.tabs.wallet',
    ]);
  });
});
