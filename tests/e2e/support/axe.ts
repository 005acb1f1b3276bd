import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe on `page`, for the specs that assert its violations (none of them reads the passes). axe runs
 * in the page itself (`axe.run`, the builder's legacy mode; our pages have no cross-origin frame)
 * rather than in parts finished in a blank tab opened for each analysis, and it describes in full
 * only the violations: a CSS selector for every node that passed is most of its work on a big page.
 * The rules and what a violation says are the same.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}
