import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { linksNamed, named, nameOf, only, servedPage, shownTextOf, textOf } from "../support/html";
import { accounts, storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";

/** Fills the sign-in form and sends it, waiting for the Server Action's answer. */
async function signIn(page: Page, email: string, password: string, button = "Sign In") {
  await page.getByLabel(/^(Email|Courriel)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && !!response.request().headers()["next-action"]),
    page.getByRole("button", { name: button }).click(),
  ]);
}

/** The client pages' addresses in each language. */
const clientPages = {
  en: { home: "/", login: "/client/login", dashboard: "/client/dashboard" },
  fr: { home: "/fr", login: "/fr/espace-client/connexion", dashboard: "/fr/espace-client/tableau-de-bord" },
};

test.describe("client sign-in", () => {
  for (const { locale, home, login, dashboard, button, dashboardHeading } of [
    { locale: "en", ...clientPages.en, button: "Sign In", dashboardHeading: "Welcome, Marie" },
    { locale: "fr", ...clientPages.fr, button: "Se connecter", dashboardHeading: "Bienvenue, Marie" },
  ]) {
    test(`(${locale}) sends a visitor to sign in, then back to the page they wanted, replacing history`, async ({ page }) => {
      await page.goto(home);
      await page.goto(dashboard);
      await expect(page).toHaveURL(new RegExp(`${login}\\?next=${encodeURIComponent(dashboard)}$`));
      await signIn(page, accounts.client.email, accounts.client.password, button);
      await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
      await expect(page.getByRole("heading", { level: 1, name: dashboardHeading })).toBeVisible();
      await expect(page.getByText(accounts.client.email)).toBeVisible();
      // The sign-in page was replaced: back goes to where the visitor was before it.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`:\\d+${home}$`));
    });
  }

  test("goes to the dashboard when the visitor came to the sign-in page directly", async ({ page }) => {
    await page.goto("/client/login");
    await signIn(page, accounts.client.email, accounts.client.password);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test("works without JavaScript: a refusal shows the message, the right password opens the dashboard", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/fr/espace-client/connexion");
      await page.getByLabel("Courriel", { exact: true }).fill(accounts.client.email);
      await page.getByLabel("Mot de passe", { exact: true }).fill("Wrong!Password1");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText("Identifiants invalides");
      await page.getByLabel("Mot de passe", { exact: true }).fill(accounts.client.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page).toHaveURL(/\/fr\/espace-client\/tableau-de-bord$/);
    } finally {
      await context.close();
    }
  });

  test("ignores a return path to another site", async ({ page }) => {
    await page.goto("/client/login?next=//evil.example/steal");
    await signIn(page, accounts.client.email, accounts.client.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/client\/dashboard$/);
  });

  for (const { locale, login, button, message } of [
    {
      locale: "en",
      ...clientPages.en,
      button: "Sign In",
      message: "Invalid credentials or your account may not have B2B access.",
    },
    {
      locale: "fr",
      ...clientPages.fr,
      button: "Se connecter",
      message: "Identifiants invalides, ou votre compte n’a peut-être pas accès au portail B2B.",
    },
  ]) {
    test(`(${locale}) shows the failure message for a wrong password and keeps the e-mail`, async ({ page }) => {
      await page.goto(login);
      await signIn(page, accounts.client.email, "Wrong!Password1", button);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(message);
      await expect(page.getByLabel(/^(Email|Courriel)$/)).toHaveValue(accounts.client.email);
      await expect(page).toHaveURL(new RegExp(`${login}$`));
    });
  }

  test("refuses an account without the client role with the same message, and keeps no session", async ({ page }) => {
    await page.goto("/client/login");
    await signIn(page, accounts.admin.email, accounts.admin.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Invalid credentials or your account may not have B2B access.",
    );
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.includes("session_token") && cookie.value)).toEqual([]);
    // What the server answers this browser's cookies (`page.request` carries them): the staff gate.
    const { document } = await servedPage(page.request, "/simple-admin");
    expect(document.querySelectorAll("button").filter((button) => nameOf(button) === "Sign in")).toHaveLength(1);
  });

  test("shows 'Signing in…' while the form is sent", async ({ page }) => {
    await page.goto("/client/login");
    // Hold the Server Action's answer back so the pending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/client/login", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByLabel("Email", { exact: true }).fill(accounts.client.email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong!Password1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in…" })).toBeDisabled();
    release();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("the eye button shows and hides the password", async ({ page }) => {
    await page.goto("/fr/espace-client/connexion");
    const password = page.getByLabel("Mot de passe", { exact: true });
    await password.fill("Secret!Olive1");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("Secret!Olive1");
    await page.getByRole("button", { name: "Masquer le mot de passe" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("answers 404 for every client page when client_portal is off", async ({ request }) => {
    await setFlags({ client_portal: false });
    try {
      for (const path of [
        "/client/login",
        "/fr/espace-client/connexion",
        "/client/dashboard",
        "/client/contact",
        "/client/forgot-password",
        "/client/reset-password?token=x",
      ]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    } finally {
      await resetFlags();
    }
  });
});

// Redirects the server answers: followed without a browser (`request` carries the account's cookies).
const landing = async (request: APIRequestContext, path: string) => (await request.get(path)).url();

test.describe("signed-in visitors on the sign-in page", () => {
  test.describe("as a client", () => {
    test.use({ storageState: storageStatePath("client") });

    test("are sent to the dashboard", async ({ request }) => {
      expect(await landing(request, "/fr/espace-client/connexion")).toMatch(/\/fr\/espace-client\/tableau-de-bord$/);
    });
  });

  test.describe("as a non-client", () => {
    test.use({ storageState: storageStatePath("admin") });

    test("are sent to the home page", async ({ request }) => {
      expect(await landing(request, "/client/login")).toMatch(/:\d+\/$/);
      expect(await landing(request, "/fr/espace-client/connexion")).toMatch(/\/fr$/);
    });

    test("are sent home from the dashboard (wrong role)", async ({ request }) => {
      expect(await landing(request, "/client/dashboard")).toMatch(/:\d+\/$/);
    });
  });
});

test.describe("client dashboard", () => {
  test.use({ storageState: storageStatePath("client") });

  for (const { prefix, tiles, card, contact, contactPage } of [
    {
      prefix: "",
      tiles: ["Orders", "Documents", "Analytics"],
      card: "Your account manager",
      contact: "Contact your account manager",
      contactPage: "/client/contact",
    },
    {
      prefix: "/fr",
      tiles: ["Commandes", "Documents", "Statistiques"],
      card: "Votre gestionnaire de compte",
      contact: "Écrire à votre gestionnaire de compte",
      contactPage: "/fr/espace-client/gestionnaire",
    },
  ]) {
    test(`(${prefix || "/"}) shows the tiles as links and the account manager card with its contact page`, async ({
      request,
    }) => {
      const { status, document } = await servedPage(request, prefix ? clientPages.fr.dashboard : clientPages.en.dashboard);
      expect(status).toBe(200);
      const headings = document.querySelectorAll("h2").map(textOf);
      for (const tile of tiles) expect(headings).toContain(tile);
      expect(shownTextOf(only(document, "body"))).not.toMatch(/Coming soon|Bientôt disponible/);
      const region = named(document, "section", card);
      expect(linksNamed(region, contact).map((link) => link.getAttribute("href"))).toEqual([contactPage]);
    });
  }
});

test.describe("sign-out", () => {
  for (const { home, login, dashboard, signOut, signIn: signInButton } of [
    { ...clientPages.en, signOut: "Sign Out", signIn: "Sign In" },
    { ...clientPages.fr, signOut: "Se déconnecter", signIn: "Se connecter" },
  ]) {
    test(`(${home}) signs out and goes to the client sign-in page`, async ({ page }) => {
      await page.goto(login);
      await signIn(page, accounts.client.email, accounts.client.password, signInButton);
      await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
      await page.getByRole("button", { name: signOut }).click();
      await expect(page).toHaveURL(new RegExp(`${login}$`));
      // Where the server now sends this browser's cookies (`page.request` carries them).
      expect(await landing(page.request, dashboard)).toMatch(new RegExp(`${login}\\?next=`));
    });
  }

  test("clears the session cookie even when the server no longer knows the session", async ({ page }) => {
    await page.goto("/client/login");
    await signIn(page, accounts.client.email, accounts.client.password);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    // The session ends on the server (expired, revoked elsewhere) while the page is open.
    const token = decodeURIComponent(session!.value).split(".")[0];
    await e2eDatabase().query("delete from session where token = $1", [token]);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/client\/login$/);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.endsWith("session_token"))).toEqual([]);
  });
});

test.describe("sign-in rate limit", () => {
  test("slows down an address after 5 wrong passwords for one e-mail in a minute, with a clear message", async ({ page }) => {
    const email = `nobody-${Date.now()}@client.example.ca`;
    await page.goto("/client/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, email, `Wrong!Password${attempt}`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Invalid credentials or your account may not have B2B access.",
      );
      await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    }
    await signIn(page, email, "Wrong!Password6");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      /^Too many sign-in attempts\. Please wait 1 minute and try again\.$/,
    );
  });
});
