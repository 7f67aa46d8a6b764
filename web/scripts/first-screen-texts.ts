/**
 * Which translation keys the JavaScript a page loads before anything renders can name: the
 * texts that must be in `src/locales/en-core.ts`, the part of each locale bundled with the page
 * (docs/decisions/0058-first-screens-from-the-server.md#the-initial-javascript). Read from the
 * sources, as the bundler reads them: `src/main.tsx` and every module it imports, transitively,
 * without crossing a dynamic `import()` (which makes a chunk loaded on demand) or an import of
 * types only. Only the web's own modules are followed: the workspace packages it imports hold no
 * texts of the web.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What one module's source says: the modules it imports statically, and the strings it holds. */
export interface ModuleNames {
  /** Relative specifiers of its static, not type-only, imports and re-exports. */
  imports: string[];
  /** Its string literals: `'wall.title'`, `"auth.register_terms"` (JSX), `` `errors.x` ``. */
  strings: string[];
  /** The text before the first `${…}` of each template literal: `` `errors.${code}` `` → `errors.`. */
  templateHeads: string[];
}

const isTypeOnlyImport = (node: ts.ImportDeclaration) => node.importClause?.isTypeOnly === true;

/** What a module imports and the strings it holds, from its source text. */
export function namesIn(fileName: string, source: string): ModuleNames {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const names: ModuleNames = { imports: [], strings: [], templateHeads: [] };
  const imported = (specifier: ts.Expression | undefined) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      names.imports.push(specifier.text);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!isTypeOnlyImport(node)) imported(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) imported(node.moduleSpecifier);
      return;
    }
    // A dynamic import() is a chunk loaded on demand: not followed, and its path names no key.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      names.strings.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      names.templateHeads.push(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** `entry` and every module of the web it imports statically, transitively (absolute paths). */
export function modulesWithThePage(entry: string): Map<string, ModuleNames> {
  const modules = new Map<string, ModuleNames>();
  const pending = [path.resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (modules.has(file)) continue;
    const names = namesIn(file, readFileSync(file, 'utf8'));
    modules.set(file, names);
    for (const specifier of names.imports) {
      // Stylesheets and other assets hold no code.
      if (!/\.tsx?$/.test(specifier)) continue;
      const imported = path.resolve(path.dirname(file), specifier);
      if (!existsSync(imported))
        throw new Error(`${file} imports ${specifier}, which is not there`);
      pending.push(imported);
    }
  }
  return modules;
}

/**
 * The keys (of `keys`, dotted: `wall.title`) that a module's strings name: a string that is a
 * key, or a part of the tree (`'config.tabs'`), names it; a template literal names every key its
 * head starts (`` `errors.${code}` `` every `errors.…`). A string without a dot names nothing:
 * `'wallet'` is a tab, a route or a dialog far more often than the section of that name.
 */
export function keysNamed(names: ModuleNames, keys: readonly string[]): string[] {
  const sections = new Set(keys.map((key) => key.split('.')[0]));
  const strings = names.strings.filter((text) => text.includes('.'));
  const heads = names.templateHeads.filter(
    (head) => head.includes('.') && sections.has(head.split('.')[0]),
  );
  return keys.filter(
    (key) =>
      strings.some((text) => key === text || key.startsWith(`${text}.`)) ||
      heads.some((head) => key.startsWith(head)),
  );
}
