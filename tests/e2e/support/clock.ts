import type { Page } from "@playwright/test";

/** The moment the browser's clock shows in specs that drive the page's timers. */
export const clockStart = new Date("2026-06-01T12:00:00-04:00");

/**
 * Stops the browser's clock (Playwright's `page.clock`) before the page loads: the page's timers
 * (`setTimeout`, `setInterval`, `requestAnimationFrame`, `Date`) fire only when the test moves
 * time on with `page.clock.runFor(ms)`, so a spec asserts "not before 1 s, then at 1 s" without
 * waiting a second, and never races a busy machine. The clock stays stopped across reloads.
 */
export async function stopBrowserClock(page: Page): Promise<void> {
  // Installed a minute before the moment it stops at: the installed clock runs until paused, and
  // pausing at a moment it already passed (a busy machine) is refused.
  await page.clock.install({ time: new Date(clockStart.getTime() - 60_000) });
  await page.clock.pauseAt(clockStart);
}

/**
 * Waits, without moving the browser's clock, until React has hydrated the page (its header,
 * main content and footer carry React's fibers) and the network is idle: the effects that set the
 * page's timers have run, so they all count from the stopped clock's moment. `networkIdle: false`
 * for a spec that only reads the hydrated page (its words), not its timers: the load event instead
 * of half a second without a request.
 */
export async function waitForHydration(page: Page, { networkIdle = true }: { networkIdle?: boolean } = {}): Promise<void> {
  await page.waitForLoadState(networkIdle ? "networkidle" : "load");
  await page.waitForFunction(() =>
    ["header", "main", "footer"].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    }),
  );
}
