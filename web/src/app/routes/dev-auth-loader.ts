import type { LoaderFunctionArgs } from 'react-router-dom';
import { getAppConfig } from '../../features/auth/api/get-app-config.ts';
import { redirectToStoredLanguage } from './language-loaders.ts';

/** `/dev-auth` exists only while the server enables it; otherwise it is an unknown path. */
export async function devAuthLoader(args: LoaderFunctionArgs) {
  try {
    const config = await getAppConfig(args.request.signal);
    if (config.dev_auth_enabled) return null;
  } catch (error) {
    console.warn('Could not read the app config; treating /dev-auth as unknown', error);
  }
  return redirectToStoredLanguage(args);
}
