import type { Language } from '@wishwall/contracts/constants';
import type {
  LegalDocumentDto,
  LegalDocumentLanguage,
  LegalDocumentType,
} from '@wishwall/contracts/legal-document.dto';
import type { WishDetailDto, WishListPageDto } from '@wishwall/contracts/wish.dto';

/**
 * Where the server's route loaders read the first screens' data: the API hands the server
 * entry its own services, called directly, never over HTTP (decision 0058). The browser has
 * none: its loaders return null and each page fetches what it shows, as it always did.
 */
export interface FirstScreenSource {
  /** The wall's first page, newest first, as every anonymous visitor gets it. */
  wallPage(): Promise<WishListPageDto>;
  /** One wish with its votes; null when there is no such published wish. */
  wish(id: string, language: Language): Promise<WishDetailDto | null>;
  /** The document in force; null when there is none. */
  document(
    type: LegalDocumentType,
    language: LegalDocumentLanguage,
  ): Promise<LegalDocumentDto | null>;
}

/** `/{lang}`'s loader data: the wall's first page, or null (the client fetches it). */
export type WallLoaderData = { page: WishListPageDto } | null;
/** `/{lang}/wish/{id}`'s: the wish, null inside when there is none (a 404), or null. */
export type WishLoaderData = { wish: WishDetailDto | null } | null;
/** An information page's: its document, null inside when there is none, or null. */
export type DocumentLoaderData = { document: LegalDocumentDto | null } | null;
