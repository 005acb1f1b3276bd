import { expect, test as setup } from "@playwright/test";
import { accounts, createAccount, passSecondFactor, storageStatePath } from "./support/accounts";

// Makes the suite's accounts with `user:create` (its compiled command), then signs the client, the admin and the editor in
// once through their forms; specs reuse the saved cookies (storageState). A password is checked at
// OWASP's scrypt cost, seconds on two busy cores: each sign-in's address gets 20 s, not 5.

setup("create the accounts with user:create", async () => {
  // Five commands side by side: each is seconds of starting a process. On two busy cores (another
  // checkout's build) they have taken past a minute together: three.
  setup.setTimeout(180_000);
  const [client, resetClient, clientB, admin, editor] = await Promise.all(
    (["client", "resetClient", "clientB", "admin", "editor"] as const).map((name) => createAccount(name)),
  );
  expect(client).toContain(`Created client account ${accounts.client.email}`);
  expect(resetClient).toContain("Created client account");
  expect(clientB).toContain(`Created client account ${accounts.clientB.email}`);
  expect(admin).toContain(`Created admin account ${accounts.admin.email}`);
  expect(editor).toContain(`Created editor account ${accounts.editor.email}`);
  // Running it again updates rather than duplicates.
  expect(await createAccount("client")).toContain(`Updated client account ${accounts.client.email}`);
});

setup("sign the client in", async ({ page }) => {
  await page.goto("/client/login");
  await page.getByLabel("Email", { exact: true }).fill(accounts.client.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.client.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 20_000 });
  await page.context().storageState({ path: storageStatePath("client") });
});

setup("sign the client of another company in", async ({ page }) => {
  await page.goto("/client/login");
  await page.getByLabel("Email", { exact: true }).fill(accounts.clientB.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.clientB.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 20_000 });
  await page.context().storageState({ path: storageStatePath("clientB") });
});

setup("sign the admin in", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(accounts.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Enrolled by user:create --totp-key: the code step, answered with a code computed from the key.
  await passSecondFactor(page, "admin");
  // An administrator lands on the portal's dashboard, where they work.
  await expect(page).toHaveURL(/\/admin-portal\/dashboard$/, { timeout: 20_000 });
  await page.context().storageState({ path: storageStatePath("admin") });
});

setup("sign the editor in: the admin gate lets staff through, to the content page", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(accounts.editor.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.editor.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await passSecondFactor(page, "editor");
  await expect(page).toHaveURL(/\/admin-portal\/content$/, { timeout: 20_000 });
  await page.context().storageState({ path: storageStatePath("editor") });
});
