/** The settings tabs this release has (the wallet and social networks come later). */
export const CONFIG_TABS = ['profile', 'security', 'preferences'] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];

/** The tab a `?tab=` query names; the profile for anything else. */
export function configTabOf(value: string | null): ConfigTab {
  return CONFIG_TABS.find((tab) => tab === value) ?? 'profile';
}
