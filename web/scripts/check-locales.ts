/**
 * Fails when the locales drift apart: a key present in one and missing in the other, or an API
 * error code without a translation. The compiler catches the same in `es.ts`; this check also
 * covers locales edited without a type check, e.g. by translators.
 *
 * Run: node web/scripts/check-locales.ts
 */
import { ERROR_CODES } from '@wishwall/contracts/error-codes';
import { en } from '../src/locales/en.ts';
import { es } from '../src/locales/es.ts';
import { flattenKeys, missingKeys } from '../src/locales/locale-keys.ts';

const locales = { en, es };
const problems: string[] = [];

for (const [name, tree] of Object.entries(locales)) {
  for (const [otherName, other] of Object.entries(locales)) {
    if (name === otherName) continue;
    for (const key of missingKeys(tree, other)) {
      problems.push(`${otherName}: missing "${key}" (present in ${name})`);
    }
  }
  const keys = new Set(flattenKeys(tree));
  for (const code of ERROR_CODES) {
    if (!keys.has(`errors.${code}`)) problems.push(`${name}: missing "errors.${code}"`);
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
process.stdout.write(`Locales ${Object.keys(locales).join(', ')} have the same keys.\n`);
