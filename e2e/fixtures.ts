import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Skip the startup splash and the lead popup unless a test wants them. */
export async function skipIntro(page: Page, { leadPopup = false } = {}): Promise<void> {
  await page.addInitScript(
    ({ leadPopup }) => {
      try {
        sessionStorage.setItem('staybook_skip_splash', 'true');
        if (!leadPopup) localStorage.setItem('staybook_lead_form_seen', 'true');
      } catch {}
    },
    { leadPopup },
  );
}

/** axe-core's browser build, read once per worker (the copy @axe-core/playwright itself injects). */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What a check reports of each violation. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core: no serious or critical violations on the current page, read once the page is still: colour contrast
 * measured halfway through a transition (a button turning teal under its white text) is a colour nobody sees.
 * `target-size` (WCAG 2.2 AA: a control at least 24 px or spaced that far from the next) is off in axe by default;
 * it is on here because these stories run on a phone, where a small link is a mis-tap.
 *
 * axe runs in the page itself, injected once per document, and reports only violations: `AxeBuilder.analyze()`
 * injects its 650 KB into the page on every call, opens a second page to assemble the results and serialises every
 * pass too, which was about half of a story's time (four story files: 153 s with it, 75 s with no check at all).
 * The rules and the verdict are the same; a page with frames (none today) still goes through AxeBuilder, which
 * checks inside them.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = page.frames().length > 1 ? await violationsWithFrames(page) : await violationsInPage(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The first few offenders by selector, so a failure says where to look without opening the trace.
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.targets.length}: ${v.targets.slice(0, 3).join(', ')})`)).toEqual([]);
}

const axeOptions = { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] } as const;

async function violationsInPage(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    return (await axe.run(document, { ...options, resultTypes: [...options.resultTypes] })).violations;
  }, axeOptions);
  return violations.map(toViolation);
}

async function violationsWithFrames(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .options({ ...axeOptions, resultTypes: [...axeOptions.resultTypes] })
    .analyze();
  return results.violations.map(toViolation);
}

function toViolation(v: import('axe-core').Result): Violation {
  return { id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) };
}

/**
 * A mouse click at the centre of what the user sees of `target`, whatever element is on top there: a control that
 * looks clickable must be clickable where it is drawn (a role-based click would reach it even under another element).
 */
export async function clickWhereDrawn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let box = await stillBox(page, target);
  // In the viewport is not always in sight: a bar fixed to the bottom of a phone's screen (the unlock bar, Select
  // Rooms) covers the last ~90 px, and a target scrolled just into view sits under it. A guest scrolls it up first;
  // so does the story, to the middle of the screen. What is painted above the target wherever it is (the bug this
  // click exists to find) is still on top there, and takes the click.
  if (box && !(await hitsTarget(target, box))) {
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    box = await stillBox(page, target);
  }
  if (!box) throw new Error(`${target} is not drawn`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * Where `target` is drawn once the page holds still: a list that is still laying out (pictures arriving, a card added)
 * moves the target between reading its box and the click, which then lands on its neighbour. Two frames apart, the
 * same box twice (a few tries at most, then the last box).
 */
async function stillBox(page: Page, target: Locator): Promise<Box | null> {
  let box = await target.boundingBox();
  for (let tries = 0; tries < 10 && box; tries++) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    const again = await target.boundingBox();
    const still =
      again !== null &&
      again.x === box.x &&
      again.y === box.y &&
      again.width === box.width &&
      again.height === box.height;
    box = again;
    if (still) break;
  }
  return box;
}

/** Whether the topmost element at the centre of `box` is `target` or inside it. */
async function hitsTarget(target: Locator, box: Box): Promise<boolean> {
  return target.evaluate(
    (el, [x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (el === top || el.contains(top));
    },
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

/**
 * A server-rendered page is on screen before its scripts run; a tap then would do nothing. After each load, wait until
 * the app has taken the page over (`data-page-ready`, set by the guest layout), or the root is still empty (a page the
 * browser renders itself, which the locators wait for anyway). Bounded, so a page without the guest layout (the
 * console, an error screen) is not held up for long.
 */
async function waitForPageReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.pageReady === 'true' || !document.getElementById('root')?.firstElementChild,
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/**
 * Each worker has a server of its own (playwright.config.ts: E2E_SERVERS of them on consecutive ports from the
 * configured one): the page, `request` and every context a story opens point at the worker's server.
 */
const servers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));

export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (!baseURL || servers === 1) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(Number(url.port) + (testInfo.parallelIndex % servers));
    await use(url.origin);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForPageReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForPageReady(page);
      return response;
    };
    await use(page);
  },
});
export { expect };
