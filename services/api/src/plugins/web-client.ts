import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  LEGAL_DOCUMENT_SLUGS,
  type LegalDocumentLanguage,
  type LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import { escapeHtml } from '@wishwall/security/escape-html';
import {
  FirstScreenPages,
  type FirstScreenPagesOptions,
} from '../first-screens/first-screen-pages.ts';
import { loadFirstScreenRenderer } from '../first-screens/web-server-entry.ts';
import { sendGzippedOnce } from '../http/gzipped-once.ts';
import { rootLanguage } from '../http/request-language.ts';
import { CARD_HEIGHT, CARD_WIDTH, type CardLanguage } from '../share-cards/card-components.ts';
import { wallCardPath, wishCardPath } from '../share-cards/card-paths.ts';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(v1|docs|socket\.io|healthz|readyz|flags|uploads)(\/|$|\?)/;
const WISH_PAGE = /^\/(en|es)\/wish\/([1-9][0-9]{0,17})\/?(\?|$)/;
const HOME_PAGE = /^\/(en|es)\/?(\?|$)/;
const DOCUMENT_OF_SLUG = new Map<string, LegalDocumentType>(
  Object.entries(LEGAL_DOCUMENT_SLUGS).map(([type, slug]) => [slug, type as LegalDocumentType]),
);
const DOCUMENT_PAGE = new RegExp(`^/(en|es)/(${[...DOCUMENT_OF_SLUG.keys()].join('|')})/?(\\?|$)`);

/** Vite writes every bundled file here with a content hash in its name. */
const ASSETS_PREFIX = '/assets/';
const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/**
 * A hashed asset never changes under its name, so browsers keep it a year without asking; the
 * rest of the root (favicon, robots.txt, index.html itself) may change with any deploy.
 */
function cacheControlOf(relativePath: string): string {
  return `/${relativePath.split(path.sep).join('/')}`.startsWith(ASSETS_PREFIX)
    ? IMMUTABLE_ASSET
    : 'no-cache';
}

export interface PagePreview {
  title: string;
  description: string;
  /** A share card (docs/decisions/0057-share-cards.md): its path on this site and its alt text. */
  image?: { path: string; alt: string };
  /** `og:type`: a wish or a document is an article (the default), the home page a website. */
  type?: 'article' | 'website';
}

/** The home page's preview: the wall, with its card (the counter and the round's top wish). */
const HOME_PREVIEWS: Record<CardLanguage, PagePreview> = {
  en: {
    type: 'website',
    title: 'Wishwall · A public wall of wishes',
    description:
      'Wishwall: a public wall of wishes. Publish yours, react to others and join the raffle.',
    image: {
      path: wallCardPath('en'),
      alt: 'Wishwall: the wishes published towards one million, and the top wish of the round',
    },
  },
  es: {
    type: 'website',
    title: 'Wishwall · Un muro público de deseos',
    description:
      'Wishwall: un muro público de deseos. Publica el tuyo, reacciona a los de los demás y participa en el sorteo.',
    image: {
      path: wallCardPath('es'),
      alt: 'Wishwall: los deseos publicados hacia el millón y el deseo más votado de la ronda',
    },
  },
};

export interface WebClientOptions {
  root: string;
  publicUrl: string;
  /**
   * With FIRST_SCREENS=server: the built server entry and what its pages read
   * (docs/decisions/0058-first-screens-from-the-server.md). Without, every page gets the client
   * shell, as before.
   */
  firstScreens?: Pick<FirstScreenPagesOptions, 'source' | 'refreshMs' | 'maxBytes' | 'now'> & {
    entryPath: string;
  };
  /** What a link preview of a wish page shows; undefined for an unknown wish. */
  previewWish: (id: string, language: CardLanguage) => Promise<PagePreview | undefined>;
  /** What a link preview of a legal or information page shows. */
  previewDocument: (
    type: LegalDocumentType,
    language: LegalDocumentLanguage,
  ) => Promise<PagePreview | undefined>;
}

function previewOf(
  url: string,
  { previewWish, previewDocument }: Pick<WebClientOptions, 'previewWish' | 'previewDocument'>,
): Promise<PagePreview | undefined> {
  const wish = WISH_PAGE.exec(url);
  const wishId = wish?.[2];
  if (wishId) {
    const language = wish[1] as CardLanguage;
    return previewWish(wishId, language).then(
      (preview) =>
        preview && {
          ...preview,
          image: { path: wishCardPath(language, wishId), alt: preview.title },
        },
    );
  }
  const home = HOME_PAGE.exec(url);
  if (home) return Promise.resolve(HOME_PREVIEWS[home[1] as CardLanguage]);
  const document = DOCUMENT_PAGE.exec(url);
  const type = document ? DOCUMENT_OF_SLUG.get(document[2] ?? '') : undefined;
  if (!document || !type) return Promise.resolve(undefined);
  return previewDocument(type, document[1] as LegalDocumentLanguage);
}

function withPreview(html: string, preview: PagePreview, url: string, publicUrl: string): string {
  const image = preview.image;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    `<meta property="og:type" content="${preview.type ?? 'article'}" />`,
    `<meta property="og:site_name" content="Wishwall" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(preview.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(publicUrl + image.path)}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
          `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${escapeHtml(publicUrl + image.path)}" />`,
          `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<meta name="twitter:title" content="${escapeHtml(preview.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(preview.description)}" />`,
  ].join('\n    ');
  // A replacer function, not a string: in a replacement string `$&`, `$\`` and the like in
  // a wish would insert parts of the page.
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The server's first screens, or undefined (and a warning) when the entry is not built. */
async function firstScreenPages(
  app: FastifyInstance,
  template: string,
  publicUrl: string,
  { entryPath, ...options }: NonNullable<WebClientOptions['firstScreens']>,
): Promise<FirstScreenPages | undefined> {
  const renderer = await loadFirstScreenRenderer(entryPath, publicUrl);
  if (!renderer) {
    app.log.warn(
      { entryPath },
      'FIRST_SCREENS=server but the web server entry is not built: serving the client shell',
    );
    return undefined;
  }
  return new FirstScreenPages({
    ...options,
    renderer,
    template,
    publicUrl,
    onError: (error, url) =>
      app.log.error({ err: error, url }, 'first screen failed to render; serving the client shell'),
  });
}

/**
 * Serves the built web client at the site root; any other GET that is not a server path gets
 * index.html, so the client's router handles deep links and reloads. A wish page's HTML also
 * carries the wish's title and description, and a document page its document's, so link
 * previews work without JavaScript; a wish page and the home page also name their share card
 * (docs/decisions/0057-share-cards.md) as the preview's large image.
 */
export const webClientPlugin = fp(
  async (
    app: FastifyInstance,
    { root, publicUrl, firstScreens, ...previews }: WebClientOptions,
  ) => {
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root }, 'web client not built: run `pnpm build` to serve it');
      return;
    }
    const indexHtml = await readFile(index, 'utf8');
    const pages = firstScreens && (await firstScreenPages(app, indexHtml, publicUrl, firstScreens));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each asset; they are served in its place to
      // clients that accept them, never under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(path.relative(root, filePath)));
      },
    });
    // `/` has no language: the visitor goes to theirs, chosen as the client's detector would.
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
      return reply.redirect(`/${rootLanguage(request)}${request.url.slice(1)}`, 302);
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      // An asset name the build did not write (an old hash, a typo) is missing, not a page.
      if (SERVER_PATHS.test(request.url) || request.url.startsWith(ASSETS_PREFIX)) {
        return reply.callNotFound();
      }
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const rendered = pages && (await pages.page(request.url));
      if (rendered && 'location' in rendered) {
        return reply.redirect(rendered.location, rendered.status);
      }
      if (rendered) {
        reply.status(rendered.status);
        return sendGzippedOnce(request, reply, {
          plain: rendered.html,
          gzipped: () => rendered.gzipped(),
        });
      }
      const preview = await previewOf(request.url, previews);
      return preview
        ? withPreview(indexHtml, preview, `${publicUrl}${request.url}`, publicUrl)
        : indexHtml;
    });
  },
  { name: 'web-client' },
);
