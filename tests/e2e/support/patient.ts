import { expect } from '@playwright/test';

/**
 * Eight engineers share this machine's two cores: the layout specs wait generously, while what
 * they assert stays strict.
 */
export const patientExpect = expect.configure({ timeout: 20_000 });

/**
 * The widths the site is looked at: a desktop and a phone (phones below 768 px:
 * docs/product.md#interface-timings-and-layout). Layout specs add the tablet.
 */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A tablet, between the phone and the three columns: two columns (decision 0056). */
export const TABLET = { name: 'tablet', width: 820, height: 1180 } as const;
