import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Language } from '@wishwall/contracts/constants';
import {
  LEGAL_DOCUMENT_SLUGS,
  type LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import type {
  FirstScreenRenderer,
  FirstScreenSource,
  RenderedFirstScreen,
} from './web-server-entry.ts';

/** A page rendered by React on the server, ready to send. */
export interface FirstScreenPage {
  status: number;
  html: string;
  /**
   * The same page gzipped, made on first use and kept with the page: the wall's copy is sent
   * to every visitor, and compressed once per render, not once per request.
   */
  gzipped(): Buffer;
}

function pageOf(status: number, html: string): FirstScreenPage {
  let gzipped: Buffer | undefined;
  return { status, html, gzipped: () => (gzipped ??= gzipSync(html)) };
}

export type FirstScreenAnswer = FirstScreenPage | { status: number; location: string };

export interface FirstScreenPagesOptions {
  renderer: FirstScreenRenderer;
  /** The built `index.html`: its scripts and stylesheets, around the rendered app. */
  template: string;
  publicUrl: string;
  /** The API's own services, called directly. */
  source: FirstScreenSource;
  /** The wall's document is rendered again at most this often, per language. */
  refreshMs: number;
  /** The bound of the wish and information pages' cache, in bytes of HTML. */
  maxBytes: number;
  now?: () => number;
  onError: (error: unknown, url: string) => void;
}

const DOCUMENT_OF_SLUG = new Map<string, LegalDocumentType>(
  Object.entries(LEGAL_DOCUMENT_SLUGS).map(([type, slug]) => [slug, type as LegalDocumentType]),
);
const WALL = /^\/(en|es)\/?$/;
const WISH = /^\/(en|es)\/wish\/([1-9][0-9]{0,17})\/?$/;
const DOCUMENT = new RegExp(`^/(en|es)/(${[...DOCUMENT_OF_SLUG.keys()].join('|')})/?$`);
/** The client shell's line for visitors without script; a server-rendered page reads without. */
const NEEDS_SCRIPT = /<noscript>[^<]*JavaScript[^<]*<\/noscript>\s*/;

const versionOf = (content: unknown) =>
  createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);

/**
 * The first screens rendered by React on the server
 * (docs/decisions/0058-first-screens-from-the-server.md), and what keeps them cheap:
 *
 * - the wall, one document per language that every visitor gets (signed out, no consent),
 *   rendered again at most once per `refreshMs`: a copy up to twice that old is served while its
 *   successor renders (stale-while-revalidate); once hydrated the client reads the first page
 *   once more for wishes published since, and the live snapshot corrects the counts;
 * - a wish's page and the information pages, in a least-recently-used cache bounded by bytes,
 *   keyed by the URL and a version (a hash) of the content it shows: their data is read at each
 *   request, their rendering only when that data changed.
 *
 * Anything else is not a first screen: `page` answers undefined and the client shell is served.
 */
export class FirstScreenPages {
  private readonly options: FirstScreenPagesOptions;
  private readonly now: () => number;
  private readonly head: string;
  private readonly tail: string;
  private readonly walls = new Map<Language, { page: FirstScreenPage; renderedAt: number }>();
  private readonly wallRenders = new Map<Language, Promise<FirstScreenAnswer | undefined>>();
  private readonly pages: LRUCache<string, FirstScreenPage>;
  /** How many pages were rendered: tests read it. */
  renders = 0;

  constructor(options: FirstScreenPagesOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    const template = options.template.replace(NEEDS_SCRIPT, '');
    const root = template.indexOf('<div id="root"></div>');
    if (root < 0) throw new Error('index.html has no empty <div id="root"></div>');
    this.head = template
      .slice(0, root)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/s, '');
    this.tail = template.slice(root + '<div id="root"></div>'.length);
    this.pages = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, Buffer.byteLength(page.html)),
    });
  }

  /** The page at this path and query, or undefined when it is not a first screen. */
  async page(url: string): Promise<FirstScreenAnswer | undefined> {
    const { pathname, searchParams } = new URL(url, 'http://first.screen');
    const wall = WALL.exec(pathname);
    // A search is the client's: its results are not cached per language.
    if (wall) return searchParams.has('q') ? undefined : this.wall(wall[1] as Language);
    const wish = WISH.exec(pathname);
    if (wish) {
      const [, language, id] = wish as unknown as [string, Language, string];
      const found = await this.options.source.wish(id, language);
      return this.cached(`/${language}/wish/${id}`, found, { wish: async () => found });
    }
    const document = DOCUMENT.exec(pathname);
    const type = document && DOCUMENT_OF_SLUG.get(document[2] ?? '');
    if (document && type) {
      const language = document[1] as Language;
      const found = await this.options.source.document(type, language);
      return this.cached(`/${language}/${document[2]}`, found, { document: async () => found });
    }
    return undefined;
  }

  /**
   * A copy younger than the interval is served as is; one up to twice as old is served while its
   * successor renders; an older one (the site was quiet) waits for the new render, so that no
   * visitor gets a wall older than two intervals.
   */
  private wall(language: Language): Promise<FirstScreenAnswer | undefined> {
    const kept = this.walls.get(language);
    const age = kept ? this.now() - kept.renderedAt : Infinity;
    if (kept && age < this.options.refreshMs) return Promise.resolve(kept.page);
    const rendering = this.renderWall(language);
    return kept && age < 2 * this.options.refreshMs ? Promise.resolve(kept.page) : rendering;
  }

  /** One render per language at a time: concurrent requests share it. */
  private renderWall(language: Language): Promise<FirstScreenAnswer | undefined> {
    let rendering = this.wallRenders.get(language);
    if (!rendering) {
      const startedAt = this.now();
      rendering = this.render(`/${language}`, {}).then((answer) => {
        if (answer && 'html' in answer) {
          this.walls.set(language, { page: answer, renderedAt: startedAt });
        }
        return answer;
      });
      rendering.finally(() => this.wallRenders.delete(language)).catch(() => {});
      this.wallRenders.set(language, rendering);
    }
    return rendering;
  }

  private async cached(
    path: string,
    content: unknown,
    data: Partial<FirstScreenSource>,
  ): Promise<FirstScreenAnswer | undefined> {
    const key = `${path}#${versionOf(content)}`;
    const kept = this.pages.get(key);
    if (kept) return kept;
    const answer = await this.render(path, data);
    if (answer && 'html' in answer) this.pages.set(key, answer);
    return answer;
  }

  private async render(
    path: string,
    data: Partial<FirstScreenSource>,
  ): Promise<FirstScreenAnswer | undefined> {
    const url = `${this.options.publicUrl}${path}`;
    let rendered: RenderedFirstScreen;
    try {
      this.renders += 1;
      rendered = await this.options.renderer.render(new Request(url), {
        ...this.options.source,
        ...data,
      });
    } catch (error) {
      this.options.onError(error, url);
      return undefined;
    }
    if (rendered.kind === 'failed') {
      this.options.onError(rendered.error, url);
      return undefined;
    }
    if (rendered.kind === 'redirect') {
      return { status: rendered.status, location: rendered.location };
    }
    const head = this.head
      .replace(/<html lang="[^"]*">/, `<html lang="${rendered.language}">`)
      .replace('</head>', () => `${rendered.head}\n  </head>`);
    return pageOf(rendered.status, `${head}${rendered.root}${rendered.state}${this.tail}`);
  }
}
