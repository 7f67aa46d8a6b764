import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's serious and critical WCAG 2.1 A/AA violations, by rule and element. */
export async function seriousViolations(page: Page) {
  // A dialog opens with a short fade: read mid-fade, its text is fainter than it will be and
  // axe reports a contrast that no one sees. Wait for every finite animation to end first.
  await page.evaluate(() => {
    // The tests are type-checked without the DOM's types: the little of it used here.
    interface Running {
      effect: { getTiming(): { iterations?: number } } | null;
      finished: Promise<unknown>;
    }
    const { document } = globalThis as unknown as {
      document: { getAnimations(): Running[] };
    };
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}
