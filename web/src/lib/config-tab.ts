/** The settings tabs (docs/product.md#settings); the wallet is the default. */
export const CONFIG_TABS = ['wallet', 'profile', 'security', 'preferences', 'social'] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];

/** The tab a `?tab=` query names; the wallet for anything else. */
export function configTabOf(value: string | null): ConfigTab {
  return CONFIG_TABS.find((tab) => tab === value) ?? 'wallet';
}
