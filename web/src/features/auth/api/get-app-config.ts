import { apiClient } from '../../../lib/api-client.ts';

export interface AppConfig {
  /** The QA sign-in shortcut at /dev-auth; never on in production. */
  dev_auth_enabled: boolean;
}

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiClient.get<AppConfig>('/v1/app-config', signal);
}
