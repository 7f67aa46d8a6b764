import type { SystemPreferencesDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

interface SystemPreferencesResult {
  system_preferences: SystemPreferencesDto;
}

export async function getSystemPreferences(signal?: AbortSignal): Promise<SystemPreferencesDto> {
  const { system_preferences } = await apiClient.get<SystemPreferencesResult>(
    '/v1/user/system-preferences',
    signal,
  );
  return system_preferences;
}

export async function saveSystemPreferences(
  preferences: SystemPreferencesDto,
): Promise<SystemPreferencesDto> {
  const { system_preferences } = await apiClient.post<SystemPreferencesResult>(
    '/v1/user/system-preferences',
    preferences,
  );
  return system_preferences;
}
