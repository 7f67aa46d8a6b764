import { AppError } from '@wishwall/contracts/app-error';
import type { ApiServices } from '../composition/api-services.ts';
import type { FirstScreenSource } from './web-server-entry.ts';

/** "There is none" is an answer the page shows (with a 404), not a failure to render. */
async function noneWhen<T>(code: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === code) return null;
    throw error;
  }
}

/**
 * What the server's route loaders read (decision 0058): the API's services, called directly.
 * The wall's first page is the one `GET /v1/wishes` serves, from its cache (decision 0029).
 */
export function firstScreenSource(services: ApiServices): FirstScreenSource {
  return {
    wallPage: async () => (await services.wall.firstPage.get()).page,
    wish: (id) => noneWhen('wish_not_found', () => services.wall.wall.wish(id)),
    document: (type, language) =>
      noneWhen('legal_document_not_found', () => services.site.documents.current(type, language)),
  };
}
