import { expect, type Page } from "@playwright/test";

/**
 * Answers the portal's confirmation dialog (ActionForm's `<dialog>`, not the browser's `confirm()`)
 * by its confirm button, the one named like the action; returns once the dialog is closed.
 */
export async function confirmInDialog(page: Page, action: string | RegExp): Promise<void> {
  const dialog = page.locator("dialog[open][data-confirm-dialog]");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: action }).click();
  await expect(dialog).toHaveCount(0);
}
