import { enCore } from './en-core.ts';
import { enMore } from './en-more.ts';
import { mergeTrees } from './locale-keys.ts';

/**
 * Every English text: the first screens' (`en-core.ts`) and the rest (`en-more.ts`). This tree is
 * the type source of every translation key (see `src/types/i18next.d.ts`): a key that is not in
 * it fails to compile, and `es.ts` must match it. The browser bundles only `en-core.ts`
 * (`lib/i18n.ts`); the server's per-request i18next and the tests read this whole tree.
 */
export const en = mergeTrees(enCore, enMore);

/** The shape every locale must have: exactly the English keys. */
export type Resources = typeof en;
