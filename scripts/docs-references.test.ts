import { describe, expect, it } from 'vitest';
import { anchorsOf, checkReferences, type RepoFile } from './docs-references.ts';

// Built from parts, so this file does not itself hold what the check refuses.
const SECTION = '\u00a7';
const DESIGN = ['DESIGN', 'md'].join('.');

const PRODUCT = [
  '# The product',
  '',
  '## Withdrawals',
  '',
  '### `pnpm load` flags',
  '',
  "## Operators' console",
  '',
  '```sh',
  '# not a heading',
  '```',
].join('\n');

/** A small repository whose references all hold, to which each test adds one bad one. */
function repository(...extra: RepoFile[]): RepoFile[] {
  return [
    { path: 'docs/product.md', text: PRODUCT },
    {
      path: 'docs/architecture.md',
      text: '# Architecture\n\nSee [product](product.md#withdrawals).\n',
    },
    {
      path: 'docs/decisions/README.md',
      text: '| [Ledger](0001-ledger.md) | accepted |\n',
    },
    { path: 'docs/decisions/0001-ledger.md', text: '# 0001 — Ledger\n' },
    {
      path: 'packages/domain/src/withdrawal.ts',
      text: '/** The rule (docs/product.md#withdrawals). */\nexport const MIN = 10;\n',
    },
    { path: 'web/public/favicon.png', text: '' },
    ...extra,
  ];
}

const messagesOf = (files: RepoFile[]) =>
  checkReferences(files).map(({ file, line, message }) => `${file}:${line}: ${message}`);

describe('checkReferences', () => {
  it('passes a repository whose references all hold', () => {
    expect(messagesOf(repository())).toEqual([]);
  });

  it.each([
    ['the design document', `// The rule (${DESIGN} ${SECTION}6).`],
    ['a section of the specification', `// As the spec ${SECTION}2 says.`],
    ['a bare numbered section', `// Five seconds (${SECTION}9).`],
    ['an issue number', '// Found by the hostile run (issue 11).'],
    ['an issue number with a hash', '// Issue #14 asks for it.'],
  ])('fails on %s', (_kind, line) => {
    const problems = messagesOf(
      repository({ path: 'web/src/x.ts', text: `const a = 1;\n${line}\n` }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^web\/src\/x\.ts:2: cites /);
  });

  it('allows an upstream project’s issue, named with its repository', () => {
    const text = '// ioredis leaves such commands pending (redis/ioredis#1247).\n';
    expect(messagesOf(repository({ path: 'web/src/x.ts', text }))).toEqual([]);
  });

  it('fails on a relative Markdown link to a file that does not exist', () => {
    const text = '# Notes\n\nRead [the scaling notes](scaling.md) first.\n';
    expect(messagesOf(repository({ path: 'docs/notes.md', text }))).toEqual([
      'docs/notes.md:3: link points at docs/scaling.md, which does not exist',
    ]);
  });

  it('fails on a link to a heading that does not exist, and passes GitHub’s slugs', () => {
    const text = [
      '[ok](product.md#pnpm-load-flags) [ok](product.md#operators-console) [ok](#notes)',
      '[gone](product.md#refunds)',
    ].join('\n');
    expect(messagesOf(repository({ path: 'docs/notes.md', text: `# Notes\n${text}\n` }))).toEqual([
      'docs/notes.md:3: link points at docs/product.md#refunds, a heading that does not exist',
    ]);
  });

  it('ignores links shown as code and links to other sites', () => {
    const text = [
      '# Notes',
      'Write `[text](missing.md)` for a link; [Kysely](https://kysely.dev/docs) is elsewhere.',
      '```md',
      '[also code](missing.md)',
      '```',
    ].join('\n');
    expect(messagesOf(repository({ path: 'docs/notes.md', text }))).toEqual([]);
  });

  it('fails on a docs/ path in a code comment whose file does not exist', () => {
    const text = '// Why: docs/decisions/0015. Also docs/decisions/0001-ledger.md.\n';
    expect(messagesOf(repository({ path: 'packages/payments/src/x.ts', text }))).toEqual([
      'packages/payments/src/x.ts:1: points at docs/decisions/0015, which does not exist',
    ]);
  });

  it('fails on a docs/ path with a heading that does not exist', () => {
    const text = '/** The rule (docs/product.md#withdrawal). */\n';
    expect(messagesOf(repository({ path: 'packages/domain/src/x.ts', text }))).toEqual([
      'packages/domain/src/x.ts:1: points at docs/product.md#withdrawal, a heading that does not exist',
    ]);
  });

  it('does not read a URL path as a docs/ path', () => {
    const text = "const spec = await get('/docs/json');\n";
    expect(messagesOf(repository({ path: 'services/api/src/x.test.ts', text }))).toEqual([]);
  });

  it('fails on a decision record missing from the index', () => {
    const record = { path: 'docs/decisions/0002-payments.md', text: '# 0002 — Payments\n' };
    expect(messagesOf(repository(record))).toEqual([
      'docs/decisions/0002-payments.md:1: is not listed in docs/decisions/README.md (add a line with its number, title and status)',
    ]);
  });
});

describe('anchorsOf', () => {
  it('makes GitHub’s anchors: lowercase, spaces to hyphens, punctuation dropped, repeats numbered', () => {
    const anchors = anchorsOf(
      [
        '# Top-10',
        '## E-mail verification',
        '## Run 9 — where the time goes (commits 54418f6–eeb6b27)',
        '## **Money** and _ledger_',
        '## [Linked](x.md) heading',
        '## Notes',
        '## Notes',
        '<a id="custom"></a>',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'top-10',
      'e-mail-verification',
      'run-9--where-the-time-goes-commits-54418f6eeb6b27',
      'money-and-ledger',
      'linked-heading',
      'notes',
      'notes-1',
      'custom',
    ]);
  });
});
