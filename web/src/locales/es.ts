import type { Resources } from './en.ts';
import { esCore } from './es-core.ts';
import { esMore } from './es-more.ts';
import { mergeTrees } from './locale-keys.ts';

/** Every Spanish text: the first screens' (`es-core.ts`) and the rest (`es-more.ts`). */
export const es: Resources = mergeTrees(esCore, esMore);
