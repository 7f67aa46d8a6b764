import { test, type Locator, type Page } from './support/test.ts';
import { createDb } from '@wishwall/db/create-db';
import { patientExpect, TABLET, VIEWPORTS } from './support/patient.ts';
import { ensureTopWish } from './support/top-wish.ts';

const expect = patientExpect;
test.describe.configure({ timeout: 120_000 });

/** A name as long as many real ones: the top-10 must show it whole at every width. */
const LONG_NAME = 'Maximiliano Fernández';
let longNameWish = '';

test.beforeAll(async () => {
  const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 1 });
  longNameWish = await ensureTopWish(db, { author: LONG_NAME, first: true });
  await db.destroy();
});

/** Whether the element's text is cut (its content wider than its box). */
const isCut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);

/** The space the collage leaves between cards, plus the 2 px row unit it rounds up to. */
const MAX_GAP = 14 + 2 + 1;

/** Vertical gaps between each card and the one above it in the same column. */
async function columnGaps(page: Page) {
  return page.getByTestId('wall').evaluate((wall) => {
    type Box = { top: number; bottom: number; left: number };
    const boxes: Box[] = [...wall.children].map((child) => child.getBoundingClientRect());
    const columns = new Map<number, Box[]>();
    for (const box of boxes) {
      const left = Math.round(box.left);
      columns.set(left, [...(columns.get(left) ?? []), box]);
    }
    return [...columns.values()].flatMap((column) =>
      column
        .sort((a, b) => a.top - b.top)
        .slice(1)
        .map((box, index) => box.top - column[index]!.bottom),
    );
  });
}

/** Layout shift that moved wish cards, since the page opened (the masonry placing them). */
async function cardLayoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        interface Shift {
          value: number;
          hadRecentInput: boolean;
          sources: { node: { closest?: (selector: string) => unknown } | null }[];
        }
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            const movedCards = entry.sources.some((source) =>
              Boolean(source.node?.closest?.('[data-testid=wish-card]')),
            );
            if (!entry.hadRecentInput && movedCards) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true } as never);
        setTimeout(() => resolve(total), 500);
      }),
  );
}

for (const language of ['en', 'es'] as const) {
  test(`${language}, tablet: two columns, the top-10 under the wish form, nothing cut`, async ({
    page,
  }) => {
    await page.setViewportSize(TABLET);
    await page.goto(`/${language}`);
    const item = page.locator(`#top-10 [data-wish-id="${longNameWish}"]`);
    await expect(item).toBeVisible();
    await expect(page.getByTestId('wish-card').first()).toBeVisible();
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const left = await box('.app-sidebar--left');
    const right = await box('.app-sidebar--right');
    const main = await box('#main');
    // One side column (the wish form, the top-10 under it) beside the page content.
    expect(Math.abs(left.x - right.x)).toBeLessThan(1);
    expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
    expect(main.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(main.y).toBeLessThan(right.y);
    // The content has more than half the screen; the page scrolls only down.
    expect(main.width).toBeGreaterThan(TABLET.width / 2);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      TABLET.width,
    );
    // The top-10's names whole (the long one among them), and the header's counter line.
    await expect(item.locator('.top-item__author')).toHaveText(LONG_NAME);
    for (const author of await page.locator('#top-10 .top-item__author').all()) {
      expect(await isCut(author), (await author.textContent()) ?? '').toBe(false);
    }
    expect(await isCut(page.locator('.published-counter__text'))).toBe(false);
    await page.screenshot({ path: `test-results/tablet-${language}-${TABLET.width}.png` });
  });

  for (const viewport of [...VIEWPORTS, TABLET]) {
    test(`${language}, ${viewport.name}: the wall is a masonry collage without holes, steady while it grows`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${language}`);
      const cards = page.getByTestId('wish-card');
      await expect(cards.nth(5)).toBeVisible();
      const columns = viewport.width >= 768 ? 2 : 1;
      const lefts = new Set(
        await cards.evaluateAll((all) =>
          all.map((card) => Math.round(card.getBoundingClientRect().left)),
        ),
      );
      expect(lefts.size).toBe(columns);
      for (const gap of await columnGaps(page)) {
        expect(gap).toBeGreaterThanOrEqual(13);
        expect(gap).toBeLessThanOrEqual(MAX_GAP);
      }
      // Reading order stays the wall's order: the first cards start the first row.
      const first = await cards.first().boundingBox();
      const second = await cards.nth(1).boundingBox();
      if (columns === 2) expect(second!.x).toBeGreaterThan(first!.x);
      else expect(second!.y).toBeGreaterThan(first!.y);

      // Infinite scroll still loads the next page, which lands below without moving the rest.
      const before = await cards.count();
      const firstTop =
        (await cards.first().boundingBox())!.y + (await page.evaluate<number>('scrollY'));
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      const firstTopAfter =
        (await cards.first().boundingBox())!.y + (await page.evaluate<number>('scrollY'));
      expect(Math.abs(firstTopAfter - firstTop)).toBeLessThan(1);
      for (const gap of await columnGaps(page)) expect(gap).toBeLessThanOrEqual(MAX_GAP);
      expect(await cardLayoutShift(page)).toBeLessThan(0.01);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: `test-results/wall-${language}-${viewport.width}.png` });
    });

    test(`${language}, ${viewport.name}: the whole card opens the wish; its reactions stay buttons`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${language}`);
      const card = page.getByTestId('wish-card').first();
      await expect(card).toBeVisible();
      // One link per card, and no control inside another.
      await expect(card.getByRole('link', { name: /wish of|deseo de/i })).toHaveCount(1);
      await expect(card.locator('a :is(a, button), button :is(a, button)')).toHaveCount(0);

      // A reaction button still reacts (a visitor is asked to sign in) and does not navigate.
      await card.getByTestId('reaction-like').click();
      await expect(page.getByTestId('auth-prompt')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('auth-prompt')).toHaveCount(0);

      // A click anywhere else on the card, on its text too, opens the wish.
      const id = await card.getAttribute('data-wish-id');
      const text = (await card.locator('.wish-card__content').boundingBox())!;
      await page.mouse.click(text.x + 5, text.y + 5);
      await expect(page).toHaveURL(new RegExp(`/${language}/wish/${id}$`));
    });
  }
}
