import { axeOn } from "./support/axe";
import { expect, type Page, test } from "@playwright/test";
import { isContactThanks, loadForm, submitForm, submitFormToIntake } from "../../scripts/lib/form-post";
import { parse } from "node-html-parser";
import { labelled, linksNamed, nameOf, only, selectValue, servedPage, shownTextOf, textOf } from "../support/html";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";
import { expectWholeNotFound } from "./support/not-found";

const copy = {
  en: {
    home: "/",
    contactThanks: "/contact/thanks",
    requestThanks: "/access-request/thanks",
    login: "/client/login",
    address: "240 Preston Street, Suite 300, Ottawa, ON K1R 7R4",
    contact: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone (optional)",
      message: "Message",
      submit: "Send message",
      submitting: "Sending…",
      thanks: "Thank you.",
      followUp: "We’ll be following up shortly.",
      close: "Close",
      error: "An error occurred while sending. Please try again.",
    },
    request: {
      toggle: "Join the B2B network",
      backToSignIn: "Sign in",
      firstName: "First name",
      lastName: "Last name",
      email: "Business email",
      phone: "Phone",
      companyName: "Company name",
      jobTitle: "Job title",
      companySize: "Company size",
      sizeOption: "11 to 50 employees",
      industry: "Industry",
      industryOption: "Foodservice",
      website: "Website (optional)",
      businessNeeds: "Business needs",
      submit: "Submit request",
      submitting: "Submitting…",
      success: "Your B2B access request has been submitted successfully. Our team will contact you shortly.",
      successTitle: "Request received",
      successNext: "What happens next: our team reviews your request",
      // The main server has no mail server (SMTP_URL): nothing promises a confirmation "on its way".
      unsent: "This site is not sending e-mail yet: the confirmation of your request to",
      promise: "on its way",
      error: "An error occurred while sending. Please try again.",
    },
    required: "This field is required.",
    invalidEmail: "Please enter a valid email address.",
    tooLong: "Please keep this under 5000 characters.",
    controlCharacters: "This field contains characters that are not allowed.",
    invalidOption: "Please choose one of the options.",
    rateLimited: /^Too many submissions from your connection\. Please wait \d+ seconds and try again\.$/,
  },
  fr: {
    home: "/fr",
    contactThanks: "/fr/contact/merci",
    requestThanks: "/fr/demande-acces/merci",
    login: "/fr/espace-client/connexion",
    // Written the Canadian French way.
    address: "240, rue Preston, bureau 300, Ottawa (Ontario) K1R 7R4",
    contact: {
      firstName: "Prénom",
      lastName: "Nom",
      email: "Courriel",
      phone: "Téléphone (facultatif)",
      message: "Message",
      submit: "Envoyer le message",
      submitting: "Envoi en cours…",
      thanks: "Merci.",
      followUp: "Nous vous contacterons sous peu.",
      close: "Fermer",
      error: "Une erreur s’est produite lors de l’envoi. Veuillez réessayer.",
    },
    request: {
      toggle: "Rejoindre le réseau B2B",
      backToSignIn: "Se connecter",
      firstName: "Prénom",
      lastName: "Nom",
      email: "Courriel professionnel",
      phone: "Téléphone",
      companyName: "Nom de l’entreprise",
      jobTitle: "Poste",
      companySize: "Taille de l’entreprise",
      sizeOption: "11 à 50 employés",
      industry: "Secteur d’activité",
      industryOption: "Restauration",
      website: "Site Web (facultatif)",
      businessNeeds: "Besoins de l’entreprise",
      submit: "Soumettre la demande",
      submitting: "Envoi en cours…",
      success: "Votre demande d’accès B2B a été soumise avec succès. Notre équipe vous contactera sous peu.",
      successTitle: "Demande reçue",
      successNext: "La suite : notre équipe examine votre demande",
      unsent: "Le site n’envoie pas encore de courriels : la confirmation de votre demande à",
      promise: "en route",
      error: "Une erreur s’est produite lors de l’envoi. Veuillez réessayer.",
    },
    required: "Ce champ est obligatoire.",
    invalidEmail: "Veuillez entrer une adresse courriel valide.",
    tooLong: "Veuillez ne pas dépasser 5000 caractères.",
    controlCharacters: "Ce champ contient des caractères non permis.",
    invalidOption: "Veuillez choisir l’une des options.",
    rateLimited: /^Trop d’envois depuis votre connexion\. Veuillez patienter \d+ secondes, puis réessayer\.$/,
  },
} as const;

type Locale = keyof typeof copy;
const locales: Locale[] = ["en", "fr"];

let sequence = 0;
/** A unique address per submission, to find its row in the database. */
function uniqueEmail(tag: string) {
  sequence += 1;
  return `${tag}-${Date.now()}-${sequence}@example.com`;
}

async function count(table: "contact_messages" | "access_requests", email?: string): Promise<number> {
  const { rows } = email
    ? await e2eDatabase().query(`select count(*)::int as n from ${table} where email = $1`, [email])
    : await e2eDatabase().query(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

/** Makes storage fail for real: the table is renamed for the test, then renamed back. */
async function withTableMissing(table: "contact_messages" | "access_requests", run: () => Promise<void>) {
  await e2eDatabase().query(`alter table ${table} rename to ${table}_away`);
  try {
    await run();
  } finally {
    await e2eDatabase().query(`alter table ${table}_away rename to ${table}`);
  }
}

/**
 * Holds the form's POST back until the test calls the function returned, so the submitting state
 * can be seen for as long as the test looks at it.
 */
async function holdPosts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async () => {
  // Every request comes from 127.0.0.1: start each test with the per-address limits cleared.
  await e2eDatabase().query("delete from rate_limits");
});
test.afterEach(resetFlags);

for (const locale of locales) {
  const t = copy[locale];

  test.describe(`contact form (${locale})`, () => {
    async function fillContact(page: Page, email: string) {
      await page.getByLabel(t.contact.firstName, { exact: true }).fill("Amira");
      await page.getByLabel(t.contact.lastName, { exact: true }).fill("Haddad");
      await page.getByLabel(t.contact.email, { exact: true }).fill(email);
      await page.getByLabel(t.contact.phone).fill("613-555-0100");
      await page.getByLabel(t.contact.message, { exact: true }).fill("Do you carry Cretan thyme honey?");
    }

    test("sends: inputs disabled while sending, then a thank-you dialog and a cleared form", async ({ page }) => {
      await page.goto(`${t.home}#contact`);
      const email = uniqueEmail(`contact-${locale}`);
      await expect(page.getByLabel(t.contact.phone)).toHaveAttribute("placeholder", "xxx-xxx-xxxx");
      await fillContact(page, email);
      const releasePosts = await holdPosts(page);
      // With JavaScript the form posts to the server's intake, answered without Next (src/server/http/form-intake.ts).
      const intakePost = page.waitForRequest(
        (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/forms",
      );
      await page.getByRole("button", { name: t.contact.submit }).click();
      await intakePost;
      await expect(page.getByRole("button", { name: t.contact.submitting })).toBeDisabled();
      await expect(page.getByLabel(t.contact.firstName, { exact: true })).toBeDisabled();
      await expect(page.getByLabel(t.contact.message, { exact: true })).toBeDisabled();
      releasePosts();

      const dialog = page.getByRole("dialog", { name: t.contact.thanks });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.contact.followUp);
      await expect(page.getByLabel(t.contact.firstName, { exact: true })).toHaveValue("");
      await expect(page.getByLabel(t.contact.message, { exact: true })).toHaveValue("");
      const { rows } = await e2eDatabase().query("select first_name, phone, locale from contact_messages where email = $1", [
        email,
      ]);
      expect(rows).toEqual([{ first_name: "Amira", phone: "613-555-0100", locale }]);
      const outbox = await e2eDatabase().query("select payload from outbox where kind = 'email' and payload->>'to' = $1", [
        email,
      ]);
      // The acknowledgement, in the visitor's language, signed with the company's address in it.
      expect(outbox.rows).toHaveLength(1);
      expect(outbox.rows[0].payload).toMatchObject({ locale });
      expect(outbox.rows[0].payload.text).toContain(t.address);

      await dialog.getByRole("button", { name: t.contact.close }).last().click();
      await expect(dialog).toBeHidden();
    });

    test("shows the error when storage fails, keeps the input, and clears the error on the next edit", async ({ page }) => {
      const alert = page.locator("#contact-form").getByRole("alert");
      await page.goto(`${t.home}#contact`);
      const email = uniqueEmail(`contact-error-${locale}`);
      await fillContact(page, email);
      await withTableMissing("contact_messages", async () => {
        await page.getByRole("button", { name: t.contact.submit }).click();
        await expect(alert).toHaveText(t.contact.error);
      });
      await expect(page.getByLabel(t.contact.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(t.contact.message, { exact: true })).toHaveValue("Do you carry Cretan thyme honey?");
      await expect(page.getByRole("button", { name: t.contact.submit })).toBeEnabled();
      await page.getByLabel(t.contact.message, { exact: true }).press("End");
      await page.getByLabel(t.contact.message, { exact: true }).pressSequentially("!");
      await expect(alert).toHaveCount(0);
      expect(await count("contact_messages", email)).toBe(0);
    });

    test("checks the fields in the browser with the visitor's language, storing nothing", async ({ page }) => {
      await page.goto(`${t.home}#contact`);
      const before = await count("contact_messages");
      await page.getByLabel(t.contact.email, { exact: true }).fill("not-an-email");
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.getByText(t.required)).toHaveCount(3);
      await expect(page.getByText(t.invalidEmail)).toBeVisible();
      await expect(page.getByLabel(t.contact.firstName, { exact: true })).toBeFocused();
      await expect(page.getByLabel(t.contact.firstName, { exact: true })).toHaveAttribute("aria-invalid", "true");
      const axe = await axeOn(page).include("#contact").analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      expect(await count("contact_messages")).toBe(before);
    });

    test("answers the sixth message in a minute with the rate-limit message", async ({ page }) => {
      await page.goto(`${t.home}#contact`);
      const form = await loadForm(new URL(t.home, page.url()).toString(), 'id="contact-form"');
      for (let i = 0; i < 5; i++) {
        const { html } = await submitForm(
          form,
          { firstName: "A", lastName: "B", email: uniqueEmail("limit"), message: "Hi" },
          { origin: new URL(page.url()).origin },
        );
        expect(isContactThanks(html)).toBe(true);
      }
      const email = uniqueEmail(`contact-limited-${locale}`);
      await fillContact(page, email);
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.locator("#contact-form").getByRole("alert")).toHaveText(t.rateLimited);
      expect(await count("contact_messages", email)).toBe(0);
    });
  });

  test.describe(`contact form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("sends, then lands on the thank-you page in the visitor's language (Post/Redirect/Get), served from the cache", async ({
      page,
    }) => {
      await page.goto(t.home);
      const email = uniqueEmail(`contact-nojs-${locale}`);
      await page.getByLabel(t.contact.firstName, { exact: true }).fill("Amira");
      await page.getByLabel(t.contact.lastName, { exact: true }).fill("Haddad");
      await page.getByLabel(t.contact.email, { exact: true }).fill(email);
      await page.getByLabel(t.contact.message, { exact: true }).fill("Bonjour");
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: t.contact.submit }).click();
      expect((await posted).status()).toBe(303);
      // The browser keeps the form's #contact on the redirect, as it does for any fragment-less Location.
      await expect(page).toHaveURL(new RegExp(`${t.contactThanks}(#contact)?$`));
      await expect(page.getByRole("heading", { level: 1, name: t.contact.thanks })).toBeVisible();
      await expect(page.getByRole("status")).toContainText(t.contact.followUp);
      expect(await count("contact_messages", email)).toBe(1);
      // A reload asks for the thank-you page again and sends nothing twice.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: t.contact.thanks })).toBeVisible();
      expect(await count("contact_messages", email)).toBe(1);
      // The same page for every visitor: a cached page, as public as the home page.
      const again = await page.request.get(t.contactThanks);
      expect(again.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    });

    // A post and its answer, as a browser without JavaScript sends the form: no browser needed.
    test("shows the server's field errors with the visitor's input kept", async ({ baseURL }) => {
      const form = await loadForm(`${baseURL}${t.home}`, 'id="contact-form"');
      // The browser's own checks pass: the server finds what is wrong.
      const { html } = await submitForm(
        form,
        { firstName: "Amira", lastName: "Had\u0007dad", email: "amira@localhost", phone: "", message: "Bonjour" },
        { origin: baseURL ?? "" },
      );
      const document = parse(html);
      const shown = shownTextOf(only(document, "body"));
      expect(shown).toContain(t.controlCharacters);
      expect(shown).toContain(t.invalidEmail);
      expect(labelled(document, t.contact.firstName).getAttribute("value")).toBe("Amira");
      expect(textOf(labelled(document, t.contact.message))).toBe("Bonjour");
      expect(await count("contact_messages", "amira@localhost")).toBe(0);
    });

    test("shows the error message when storage fails", async ({ baseURL }) => {
      const form = await loadForm(`${baseURL}${t.home}`, 'id="contact-form"');
      let html = "";
      await withTableMissing("contact_messages", async () => {
        ({ html } = await submitForm(
          form,
          { firstName: "Amira", lastName: "Haddad", email: uniqueEmail("nojs-error"), phone: "", message: "Bonjour" },
          { origin: baseURL ?? "" },
        ));
      });
      const contactForm = only(parse(html), "#contact-form");
      expect(contactForm.querySelectorAll('[role="alert"]').map(textOf)).toEqual([t.contact.error]);
      expect(textOf(labelled(contactForm, t.contact.message))).toBe("Bonjour");
    });
  });

  test.describe(`access request form (${locale})`, () => {
    async function fillRequest(page: Page, email: string) {
      await page.getByLabel(t.request.firstName, { exact: true }).fill("Luc");
      await page.getByLabel(t.request.lastName, { exact: true }).fill("Tremblay");
      await page.getByLabel(t.request.email, { exact: true }).fill(email);
      await page.getByLabel(t.request.phone, { exact: true }).fill("819-555-0199");
      await page.getByLabel(t.request.companyName, { exact: true }).fill("Épicerie Fine");
      await page.getByLabel(t.request.jobTitle, { exact: true }).fill("Buyer");
      await page.getByLabel(t.request.companySize, { exact: true }).selectOption({ label: t.request.sizeOption });
      await page.getByLabel(t.request.industry, { exact: true }).selectOption({ label: t.request.industryOption });
      await page.getByLabel(t.request.website).fill("https://epicerie.example");
      await page.getByLabel(t.request.businessNeeds, { exact: true }).fill("Olive oils for three stores");
    }

    test("opens from the sign-in page, submits with fields disabled, then the confirmation replaces the form", async ({
      page,
    }) => {
      await page.goto(t.login);
      await expect(page.getByLabel(t.request.companyName, { exact: true })).toBeHidden();
      await page.getByRole("link", { name: t.request.toggle }).click();
      await expect(page).toHaveURL(/\?mode=request$/);
      await expect(page.getByRole("heading", { level: 1, name: t.request.toggle })).toBeVisible();
      await expect(page.getByLabel(t.request.businessNeeds, { exact: true })).toHaveAttribute("rows", "3");
      // A text field with the URL keyboard: a bare domain is accepted and stored with https://.
      await expect(page.getByLabel(t.request.website)).toHaveAttribute("inputmode", "url");
      await expect(page.getByLabel(t.request.phone, { exact: true })).toHaveAttribute("type", "tel");

      const email = uniqueEmail(`request-${locale}`);
      await fillRequest(page, email);
      const releasePosts = await holdPosts(page);
      await page.getByRole("button", { name: t.request.submit }).click();
      await expect(page.getByRole("button", { name: t.request.submitting })).toBeDisabled();
      await expect(page.getByLabel(t.request.companyName, { exact: true })).toBeDisabled();
      releasePosts();
      // The form gives way to the confirmation and what happens next: nothing left to send twice.
      const status = page.getByRole("status");
      await expect(status).toContainText(t.request.successTitle);
      await expect(status).toContainText(t.request.success);
      await expect(status).toContainText(t.request.successNext);
      await expect(status).toContainText(`${t.request.unsent} ${email} `);
      await expect(status).not.toContainText(t.request.promise);
      await expect(status).toBeFocused();
      await expect(page.getByLabel(t.request.companyName, { exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: t.request.submit })).toHaveCount(0);
      const { rows } = await e2eDatabase().query(
        "select company_size, industry, website, status, locale from access_requests where email = $1",
        [email],
      );
      expect(rows).toEqual([
        { company_size: "11-50", industry: "foodservice", website: "https://epicerie.example", status: "pending", locale },
      ]);

      await page.getByRole("link", { name: t.request.backToSignIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.login}$`));
    });

    test("shows the error with the button enabled again when storage fails", async ({ page }) => {
      await page.goto(`${t.login}?mode=request`);
      const email = uniqueEmail(`request-error-${locale}`);
      await fillRequest(page, email);
      await withTableMissing("access_requests", async () => {
        await page.getByRole("button", { name: t.request.submit }).click();
        await expect(page.locator("#access-request-form").getByRole("alert")).toHaveText(t.request.error);
      });
      await expect(page.getByRole("button", { name: t.request.submit })).toBeEnabled();
      await expect(page.getByLabel(t.request.companyName, { exact: true })).toHaveValue("Épicerie Fine");
      await expect(page.getByLabel(t.request.companySize, { exact: true })).toHaveValue("11-50");
      // Trying again once storage is back works.
      await page.getByRole("button", { name: t.request.submit }).click();
      await expect(page.getByRole("status")).toContainText(t.request.success);
      expect(await count("access_requests", email)).toBe(1);
    });

    test("requires every field but the website, in the visitor's language, and passes axe", async ({ page }) => {
      await page.goto(`${t.login}?mode=request`);
      await page.getByRole("button", { name: t.request.submit }).click();
      await expect(page.getByText(t.required)).toHaveCount(9);
      const axe = await axeOn(page).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  });

  test.describe(`access request form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the toggle is a link; the request is stored, then confirmed on the thank-you page (Post/Redirect/Get), served from the cache", async ({
      page,
    }) => {
      await page.goto(t.login);
      await page.getByRole("link", { name: t.request.toggle }).click();
      await expect(page).toHaveURL(/\?mode=request$/);
      const email = uniqueEmail(`request-nojs-${locale}`);
      await page.getByLabel(t.request.firstName, { exact: true }).fill("Luc");
      await page.getByLabel(t.request.lastName, { exact: true }).fill("Tremblay");
      await page.getByLabel(t.request.email, { exact: true }).fill(email);
      await page.getByLabel(t.request.phone, { exact: true }).fill("819-555-0199");
      await page.getByLabel(t.request.companyName, { exact: true }).fill("Épicerie Fine");
      await page.getByLabel(t.request.jobTitle, { exact: true }).fill("Buyer");
      await page.getByLabel(t.request.companySize, { exact: true }).selectOption("500+");
      await page.getByLabel(t.request.industry, { exact: true }).selectOption("other");
      await page.getByLabel(t.request.businessNeeds, { exact: true }).fill("Spices");
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: t.request.submit }).click();
      expect((await posted).status()).toBe(303);
      // The browser keeps the form's #request on the redirect, as it does for any fragment-less Location.
      await expect(page).toHaveURL(new RegExp(`${t.requestThanks}(#request)?$`));
      await expect(page.getByRole("heading", { level: 1, name: t.request.successTitle })).toBeVisible();
      await expect(page.getByRole("status")).toContainText(t.request.success);
      await expect(page.getByRole("status")).toContainText(t.request.successNext);
      await expect(page.getByRole("status")).toContainText(t.request.unsent);
      await expect(page.getByRole("status")).not.toContainText(t.request.promise);
      // The confirmation replaces the form: nothing is left to send twice, a reload included.
      await expect(page.getByLabel(t.request.companyName, { exact: true })).toHaveCount(0);
      expect(await count("access_requests", email)).toBe(1);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: t.request.successTitle })).toBeVisible();
      expect(await count("access_requests", email)).toBe(1);
      // The same page for every visitor: a cached page; and gone with the form's flags.
      const again = await page.request.get(t.requestThanks);
      expect(again.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
      await setFlags({ b2b_request_form: false });
      await expect.poll(async () => (await page.request.get(t.requestThanks)).status()).toBe(404);
    });

    test("shows the error when storage fails, with the input kept", async ({ baseURL }) => {
      // A post and its answer, as a browser without JavaScript sends the form: no browser needed.
      const form = await loadForm(`${baseURL}${t.login}?mode=request`, 'id="access-request-form"');
      const email = uniqueEmail(`request-nojs-error-${locale}`);
      let html = "";
      await withTableMissing("access_requests", async () => {
        ({ html } = await submitForm(
          form,
          {
            firstName: "Luc",
            lastName: "Tremblay",
            email,
            phone: "819-555-0199",
            companyName: "Épicerie Fine",
            jobTitle: "Buyer",
            companySize: "1-10",
            industry: "wholesale",
            website: "",
            businessNeeds: "Spices",
          },
          { origin: baseURL ?? "" },
        ));
      });
      const document = parse(html);
      const requestForm = only(document, "#access-request-form");
      expect(requestForm.querySelectorAll('[role="alert"]').map(textOf)).toEqual([t.request.error]);
      expect(labelled(document, t.request.companyName).getAttribute("value")).toBe("Épicerie Fine");
      expect(selectValue(labelled(document, t.request.industry))).toBe("wholesale");
      const submit = document.querySelectorAll("button").filter((button) => nameOf(button) === t.request.submit);
      expect(submit).toHaveLength(1);
      expect(submit[0]!.hasAttribute("disabled")).toBe(false);
      expect(await count("access_requests", email)).toBe(0);
    });
  });

  test(`bad input posted straight to the server gets a clear error and stores nothing (${locale})`, async ({ baseURL }) => {
    const origin = { origin: baseURL ?? "" };
    const contactForm = await loadForm(`${baseURL}${t.home}`, 'id="contact-form"');
    const good = { firstName: "Amira", lastName: "Haddad", email: "amira@example.com", message: "Hello" };
    const contactCases: [string, Record<string, string>, string][] = [
      ["missing fields", { phone: "613-555-0100" }, t.required],
      ["a 100 kB message", { ...good, message: "x".repeat(100_000) }, t.tooLong],
      ["control characters", { ...good, firstName: "Ami\u0000ra" }, t.controlCharacters],
      ["an invalid e-mail", { ...good, email: "amira(at)example.com" }, t.invalidEmail],
    ];
    const contactsBefore = await count("contact_messages");
    for (const [name, fields, message] of contactCases) {
      const { status, html } = await submitForm(contactForm, fields, origin);
      expect(status, name).toBe(200);
      expect(html.includes(message), `${name}: ${message}`).toBe(true);
      expect(isContactThanks(html), `${name}: no thank-you`).toBe(false);
    }
    expect(await count("contact_messages")).toBe(contactsBefore);

    const requestForm = await loadForm(`${baseURL}${t.login}?mode=request`, 'id="access-request-form"');
    const requestsBefore = await count("access_requests");
    const { html } = await submitForm(
      requestForm,
      {
        firstName: "Luc",
        lastName: "Tremblay",
        email: "luc@epicerie.example",
        phone: "819-555-0199",
        companyName: "Épicerie",
        jobTitle: "Buyer",
        companySize: "10000+",
        industry: "retail",
        businessNeeds: "Oils",
      },
      origin,
    );
    expect(html.includes(t.invalidOption)).toBe(true);
    expect(html.includes('role="status"')).toBe(false);
    expect(await count("access_requests")).toBe(requestsBefore);

    // The same cases posted to the intake, as the form does with JavaScript: the form's state as JSON,
    // each error in the visitor's language beside its field, what was typed given back.
    for (const [name, fields, message] of contactCases) {
      const { status, state } = await submitFormToIntake(contactForm, fields, origin);
      expect(status, name).toBe(200);
      expect(state, name).toMatchObject({ status: "invalid" });
      expect(Object.values((state as { fieldErrors: Record<string, string> }).fieldErrors), name).toContain(message);
    }
    expect(await count("contact_messages")).toBe(contactsBefore);
    const intakeEmail = uniqueEmail(`intake-${locale}`);
    const stored = await submitFormToIntake(contactForm, { ...good, email: intakeEmail }, origin);
    expect(stored).toMatchObject({ status: 200, accepted: true });
    expect(await count("contact_messages", intakeEmail)).toBe(1);
    // Another site's page cannot post to it, and a post that names no form is refused.
    const forged = await submitFormToIntake(
      contactForm,
      { ...good, email: uniqueEmail("forged") },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    const unnamed = await submitFormToIntake({ ...contactForm, hidden: [] }, good, origin);
    expect(unnamed.status).toBe(400);
    expect(await count("contact_messages")).toBe(contactsBefore + 1);
  });
}

// What a page holds while a flag is off is what the server sends: read without a browser.
test.describe("flags", () => {
  test("the contact form is not on the home page when contact is off", async ({ request }) => {
    await setFlags({ contact: false });
    const { document } = await servedPage(request, "/");
    expect(document.querySelectorAll("#contact")).toHaveLength(0);
    expect(document.querySelectorAll("button").filter((button) => nameOf(button) === "Send message")).toHaveLength(0);
  });

  test("the client login page answers 404 when client_portal is off", async ({ request }) => {
    await setFlags({ client_portal: false });
    expect((await request.get("/client/login")).status()).toBe(404);
    expect((await request.get("/fr/espace-client/connexion")).status()).toBe(404);
  });

  test("b2b_request_form off hides 'Join B2B Network' and its mode", async ({ request }) => {
    await setFlags({ b2b_request_form: false });
    const { document } = await servedPage(request, "/client/login?mode=request");
    expect(document.querySelectorAll("h1").map(textOf)).toEqual(["Client sign-in"]);
    expect(linksNamed(document, "Join B2B Network")).toHaveLength(0);
    expect(document.querySelectorAll("label").filter((label) => textOf(label)?.includes("Company name"))).toHaveLength(0);
  });

  test("the thank-you pages answer the 404 page, whole, in their language while their form is off", async ({ request }) => {
    await setFlags({ contact: false, b2b_request_form: false });
    for (const [path, lang] of [
      ["/contact/thanks", "en"],
      ["/fr/contact/merci", "fr"],
      ["/access-request/thanks", "en"],
      ["/fr/demande-acces/merci", "fr"],
    ] as const) {
      expectWholeNotFound(await servedPage(request, path), lang);
    }
  });
});
