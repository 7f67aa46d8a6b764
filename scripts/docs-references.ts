import path from 'node:path';
import GithubSlugger from 'github-slugger';

/** A file of the repository: its path from the root, and its text (empty for binary files). */
export interface RepoFile {
  path: string;
  text: string;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

const DECISIONS_DIR = 'docs/decisions';
const DECISIONS_INDEX = `${DECISIONS_DIR}/README.md`;
const DECISION_RECORD = /^docs\/decisions\/\d{4}-[^/]+\.md$/;

/**
 * Citations of what a person who clones the repository does not have: the design document and
 * the specification kept beside it, their numbered sections, and issue numbers. The patterns
 * are written so that this file does not match them itself.
 */
const OUTSIDE_CITATIONS: { pattern: RegExp; message: string }[] = [
  {
    pattern: /\bDESIGN\.md\b/,
    message: 'cites the design document, which is not in the repository',
  },
  {
    pattern: /\bspec(?:ification)?(?:'s)?\s*\u00a7/i,
    message: 'cites a section of the specification, which is not in the repository',
  },
  {
    pattern: /\u00a7\s?\d/,
    message: 'cites a numbered section of a document outside the repository',
  },
  {
    pattern: /\bissues?\s+#?\d+/i,
    message: 'cites an issue number nobody who clones the repository can open',
  },
];

/** `docs/…` as a path in any text, with an optional `#heading`; not part of a URL path. */
const DOCS_PATH = /(?<![\w/.-])(docs\/[\w.-]+(?:\/[\w.-]+)*)(#[\w-]+)?/g;
/** An inline Markdown link or image: `[text](target "title")`. */
const MARKDOWN_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** A reference definition: `[label]: target`. */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const HTML_ANCHOR = /<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g;

/** The lines of a Markdown text that are not inside fenced code blocks, with their numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((content, index) => {
    const opening = FENCE.exec(content)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    lines.push({ line: index + 1, text: content });
  });
  return lines;
}

/** Inline code spans blanked out, so a path shown as code in a sentence is not a link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1).)+?\1/g, (span) => ' '.repeat(span.length));
}

/** A heading's text as GitHub renders it before making its anchor: no links, code or emphasis. */
function renderedHeading(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(^|[^\w])[*_]+|[*_]+(?=[^\w]|$)/g, '$1');
}

/** Every anchor a Markdown file offers: its headings' slugs (GitHub's rules) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = ATX_HEADING.exec(text)?.[1];
    if (heading !== undefined) anchors.add(slugger.slug(renderedHeading(heading)));
    for (const match of text.matchAll(HTML_ANCHOR)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

/**
 * Checks a repository's references to itself: nothing cites a document, section or issue from
 * outside it; every relative Markdown link and every `docs/…` path names a file or folder that
 * exists, and every `#heading` on a Markdown file names one of its headings; every decision
 * record is listed in the decisions index.
 */
export function checkReferences(files: readonly RepoFile[]): Problem[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const folders = new Set<string>();
  for (const file of files) {
    for (let dir = path.posix.dirname(file.path); dir !== '.'; dir = path.posix.dirname(dir)) {
      folders.add(dir);
    }
  }
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (markdownPath: string) => {
    let found = anchorCache.get(markdownPath);
    if (!found) {
      found = anchorsOf(byPath.get(markdownPath)?.text ?? '');
      anchorCache.set(markdownPath, found);
    }
    return found;
  };

  const problems: Problem[] = [];
  /** The problem with a reference to `target` (a path from the root) and `anchor`, if any. */
  const checkTarget = (target: string, anchor: string | undefined): string | undefined => {
    const normalized = path.posix.normalize(target).replace(/\/$/, '');
    if (!byPath.has(normalized) && !folders.has(normalized)) {
      return `points at ${normalized}, which does not exist`;
    }
    if (anchor && normalized.endsWith('.md') && !anchors(normalized).has(anchor)) {
      return `points at ${normalized}#${anchor}, a heading that does not exist`;
    }
    return undefined;
  };

  for (const file of files) {
    if (file.text === '') continue;
    const isMarkdown = file.path.endsWith('.md');
    const lines = file.text.split('\n');
    lines.forEach((text, index) => {
      // One problem per line: a document and its section cited together are one citation.
      const citation = OUTSIDE_CITATIONS.find(({ pattern }) => pattern.test(text));
      if (citation) problems.push({ file: file.path, line: index + 1, message: citation.message });
      for (const match of text.matchAll(DOCS_PATH)) {
        const target = (match[1] ?? '').replace(/\.+$/, '');
        const problem = checkTarget(target, match[2]?.slice(1));
        if (problem) problems.push({ file: file.path, line: index + 1, message: problem });
      }
    });
    if (!isMarkdown) continue;
    for (const { line, text } of proseLines(file.text)) {
      const prose = withoutCodeSpans(text);
      const targets = [...prose.matchAll(MARKDOWN_LINK)].map((match) => match[1] ?? '');
      const definition = REFERENCE_DEFINITION.exec(prose)?.[1];
      if (definition) targets.push(definition);
      for (const link of targets) {
        if (EXTERNAL.test(link)) continue;
        const [linkPath = '', anchor] = link.split('#', 2);
        const target =
          linkPath === ''
            ? file.path
            : linkPath.startsWith('/')
              ? linkPath.slice(1)
              : path.posix.join(path.posix.dirname(file.path), decodeURI(linkPath));
        const problem = checkTarget(target, anchor);
        if (problem) problems.push({ file: file.path, line, message: `link ${problem}` });
      }
    }
  }

  const index = byPath.get(DECISIONS_INDEX)?.text ?? '';
  for (const file of files) {
    if (!DECISION_RECORD.test(file.path)) continue;
    const name = path.posix.basename(file.path);
    if (!index.includes(`](${name})`)) {
      problems.push({
        file: file.path,
        line: 1,
        message: `is not listed in ${DECISIONS_INDEX} (add a line with its number, title and status)`,
      });
    }
  }
  return problems;
}
