import type { Language } from '@wishwall/contracts/constants';

/**
 * What a server-rendered page hands the client in its JSON script (`lib/hydration-state.ts`):
 * the language it was rendered in and the router's hydration data (loader data, errors).
 */
export interface FirstScreenState {
  language: Language;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
}
