import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@wishwall/contracts/constants';
import type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import type { WishDetailDto, WishListPageDto } from '@wishwall/contracts/wish.dto';

/**
 * The shape of the web's server entry (`web/src/entry-server.tsx`, built into
 * `web/dist-server/entry-server.js`), written out here: the API loads that file at run time by
 * its path and never imports the web (docs/decisions/0024-package-layout.md, amended by
 * docs/decisions/0058-first-screens-from-the-server.md). The web's types say the same.
 */
export interface FirstScreenSource {
  wallPage(): Promise<WishListPageDto>;
  wish(id: string, language: Language): Promise<WishDetailDto | null>;
  document(
    type: LegalDocumentType,
    language: LegalDocumentLanguage,
  ): Promise<LegalDocumentDto | null>;
}

export type RenderedFirstScreen =
  | {
      kind: 'page';
      status: number;
      language: Language;
      head: string;
      root: string;
      state: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'failed'; error: unknown };

export interface FirstScreenRenderer {
  render(request: Request, source: FirstScreenSource): Promise<RenderedFirstScreen>;
}

interface WebServerEntry {
  createFirstScreenRenderer(options: { origin: string }): FirstScreenRenderer;
}

/** `WEB_SERVER_ENTRY`, else `entry-server.js` in `dist-server/` beside the client's `dist/`. */
export function webServerEntryPath(webDist: string, configured: string | undefined): string {
  return path.resolve(configured ?? path.join(webDist, '..', 'dist-server', 'entry-server.js'));
}

/** Loads the built server entry; undefined when it is not there (the web not built with it). */
export async function loadFirstScreenRenderer(
  entryPath: string,
  origin: string,
): Promise<FirstScreenRenderer | undefined> {
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as WebServerEntry;
  return entry.createFirstScreenRenderer({ origin });
}
