import { createTranslator } from "next-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defaultFlags } from "@/lib/flags/catalog";
import { canToggleFlags } from "@/lib/permissions";
import { contactSchema } from "@/lib/validation/contact";
import fr from "../../../messages/fr.json";
import { defineAction } from "./define-action";

const world = vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
  return {
    flags: {} as Record<string, boolean>,
    viewer: null as null | { user: { id: string; email: string }; role: "admin" | "client" | null },
    limited: false,
    hits: [] as unknown[],
    headers: new Headers({ "x-forwarded-for": "203.0.113.9" }),
  };
});

vi.mock("next-intl/server", () => ({
  getLocale: async () => "fr",
  getTranslations: async ({ locale, namespace }: { locale: "fr"; namespace: "FormErrors" }) =>
    createTranslator({ locale, messages: fr, namespace }),
}));
vi.mock("next/headers", () => ({ headers: async () => world.headers }));
vi.mock("@/i18n/navigation", () => ({
  getPathname: ({ locale, href }: { locale: string; href: string }) =>
    `/${locale}${href === "/contact/thanks" ? "/contact/merci" : href}`,
}));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { url });
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Error && error.message === "NEXT_REDIRECT") throw error;
  },
}));
vi.mock("@/server/flags", () => ({ getFlags: async () => world.flags }));
vi.mock("@/server/auth/session", () => ({ getViewer: async () => world.viewer }));
vi.mock("@/server/rate-limit", () => ({
  clientAddress: (headers: Headers) => headers.get("x-forwarded-for"),
  consumeRateLimits: async (hits: unknown[]) => {
    world.hits.push(...hits);
    return world.limited ? { allowed: false, retryAfterMs: 42_000 } : { allowed: true };
  },
}));

beforeEach(() => {
  world.flags = { ...defaultFlags };
  world.viewer = null;
  world.limited = false;
  world.hits = [];
  world.headers = new Headers({ "x-forwarded-for": "203.0.113.9" });
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { firstName: "Amira", lastName: "Haddad", email: "amira@example.com", message: "Bonjour" };
const idle = { status: "idle" } as const;

describe("defineAction", () => {
  it("answers invalid input with translated field errors and the input kept, without calling the handler", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const action = defineAction({ schema: contactSchema, handler });
    const state = await action(idle, form({ ...valid, email: "nope", message: "", extra: "x".repeat(10) }));
    expect(handler).not.toHaveBeenCalled();
    expect(state).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Veuillez entrer une adresse courriel valide.", message: "Ce champ est obligatoire." },
      values: { firstName: "Amira", email: "nope", message: "" },
    });
    // Only the form's own fields are given back.
    if (state.status === "invalid") expect(Object.keys(state.values)).not.toContain("extra");
  });

  it("passes the parsed data, the locale and the address to the handler and reports success", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const state = await defineAction({ schema: contactSchema, handler })(idle, form({ ...valid, firstName: " Amira " }));
    expect(state.status).toBe("success");
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: "Amira" }),
      expect.objectContaining({ locale: "fr", address: "203.0.113.9" }),
    );
  });

  it("takes a plain object as well as FormData, and returns the handler's data", async () => {
    const action = defineAction({
      schema: z.object({ name: z.string(), enabled: z.boolean() }),
      handler: async (input) => ({ ok: true, data: input }),
    });
    expect(await action(idle, { name: "teams", enabled: true })).toMatchObject({
      status: "success",
      data: { name: "teams", enabled: true },
    });
    expect((await action(idle, { name: "teams", enabled: "yes" } as never)).status).toBe("invalid");
  });

  it("hands the handler a file of a field its schema names, and never echoes it back", async () => {
    const action = defineAction({
      schema: z.object({ file: z.instanceof(File), note: z.string().max(3) }),
      handler: async ({ file }) => ({ ok: true, data: await file.text() }),
    });
    const data = new FormData();
    data.set("file", new File(["bytes"], "a.png"));
    data.set("other", new File(["ignored"], "b.png"));
    data.set("note", "ok");
    expect(await action(idle, data)).toMatchObject({ status: "success", data: "bytes" });
    data.set("note", "too long");
    const state = await action(idle, data);
    expect(state).toMatchObject({ status: "invalid", values: { note: "too long" } });
    expect(state.status === "invalid" && "file" in state.values).toBe(false);
  });

  it("turns a thrown error into the generic error, keeping the input but never a password", async () => {
    const action = defineAction({
      schema: z.object({ email: z.string(), password: z.string() }),
      handler: async () => {
        throw new Error("database down");
      },
    });
    const state = await action(idle, form({ email: "a@example.com", password: "Secret!1" }));
    expect(state).toMatchObject({ status: "error", reason: "failed", values: { email: "a@example.com" } });
    if (state.status === "error") {
      expect(state.message).toBeUndefined();
      expect(state.values).not.toHaveProperty("password");
    }
  });

  it("shows the handler's own refusal message", async () => {
    const action = defineAction({
      schema: contactSchema,
      handler: async (_data, { t }) => ({ ok: false, reason: "rate-limited", message: t("rateLimited", { seconds: 42 }) }),
    });
    expect(await action(idle, form(valid))).toMatchObject({
      status: "error",
      reason: "rate-limited",
      message: "Trop d’envois depuis votre connexion. Veuillez patienter 42 secondes, puis réessayer.",
    });
  });

  it("shows a field error the handler found (an e-mail in use) beside its field, with the input kept", async () => {
    const action = defineAction({
      schema: contactSchema,
      handler: async () => ({ ok: false, fieldErrors: { email: "Un compte utilise déjà cette adresse." } }),
    });
    expect(await action(idle, form(valid))).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Un compte utilise déjà cette adresse." },
      values: { email: "amira@example.com", message: "Bonjour" },
    });
  });

  it("refuses while one of its flags is off, before the handler runs", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const action = defineAction({ schema: contactSchema, flags: ["client_portal", "b2b_request_form"], handler });
    world.flags.b2b_request_form = false;
    expect(await action(idle, form(valid))).toMatchObject({ status: "error", reason: "disabled" });
    // Invalid input gets the same answer: an off feature says nothing about its fields.
    expect(await action(idle, form({ ...valid, email: "not an address" }))).toMatchObject({
      status: "error",
      reason: "disabled",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("authorizes with a permission and hands the viewer to the handler; a refusal carries no data", async () => {
    const handler = vi.fn(async () => ({ ok: true as const, data: "secret" }));
    const action = defineAction({ schema: z.object({}), authorize: canToggleFlags, handler });
    expect(await action(idle, {})).toEqual(expect.objectContaining({ status: "error", reason: "forbidden", values: {} }));
    world.viewer = { user: { id: "u1", email: "client@example.com" }, role: "client" };
    expect(await action(idle, {})).toMatchObject({ status: "error", reason: "forbidden" });
    expect(handler).not.toHaveBeenCalled();
    world.viewer = { user: { id: "u2", email: "admin@example.com" }, role: "admin" };
    expect(await action(idle, {})).toMatchObject({ status: "success", data: "secret" });
    expect(handler).toHaveBeenCalledWith({}, expect.objectContaining({ viewer: world.viewer }));
  });

  it("consumes its named rate limits and refuses with the wait", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const action = defineAction({
      schema: contactSchema,
      rateLimits: (input, { address }) => [
        ["form-contact", address],
        ["password-reset-per-email", input.email],
      ],
      handler,
    });
    world.limited = true;
    expect(await action(idle, form(valid))).toMatchObject({
      status: "error",
      reason: "rate-limited",
      message: "Trop d’envois depuis votre connexion. Veuillez patienter 42 secondes, puis réessayer.",
    });
    expect(world.hits).toEqual([
      ["form-contact", "203.0.113.9"],
      ["password-reset-per-email", "amira@example.com"],
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("gives one message instead of field errors where the field would tell too much", async () => {
    const action = defineAction({
      schema: z.object({ email: z.email(), password: z.string().min(1) }),
      invalidMessage: async () => "Identifiants invalides.",
      handler: async () => ({ ok: true }),
    });
    expect(await action(idle, form({ email: "nope", password: "" }))).toMatchObject({
      status: "error",
      reason: "refused",
      message: "Identifiants invalides.",
    });
  });

  it("sends a post without JavaScript that succeeded to its thank-you page in the visitor's language, and gives a script its result", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const action = defineAction({ schema: contactSchema, thanks: "/contact/thanks", handler });
    await expect(action(idle, form(valid))).rejects.toMatchObject({ url: "/fr/contact/merci" });
    world.headers = new Headers({ "x-forwarded-for": "203.0.113.9", "next-action": "abc" });
    expect(await action(idle, form(valid))).toMatchObject({ status: "success" });
  });

  it("renders invalid input on the form again, with what was typed, even where success redirects", async () => {
    const action = defineAction({
      schema: contactSchema,
      thanks: "/contact/thanks",
      handler: async () => ({ ok: true as const }),
    });
    expect(await action(idle, form({ ...valid, email: "nope" }))).toMatchObject({
      status: "invalid",
      values: { email: "nope", firstName: "Amira" },
    });
  });
});

describe("a field of several values", () => {
  it("hands an array field every value of the form (ticked boxes), under a default too, and echoes them joined", async () => {
    const seen: string[][] = [];
    const action = defineAction({
      schema: z.object({ companies: z.array(z.string().min(2, "tooLong")).default([]), name: z.string() }),
      handler: async ({ companies }) => {
        seen.push(companies);
        return { ok: true };
      },
    });
    const data = new FormData();
    data.append("companies", "a1");
    data.append("companies", "b2");
    data.set("name", "x");
    expect((await action({ status: "idle" }, data)).status).toBe("success");
    expect(seen).toEqual([["a1", "b2"]]);
    const refused = new FormData();
    refused.append("companies", "a1");
    refused.append("companies", "b");
    const state = await action({ status: "idle" }, refused);
    expect(state.status === "invalid" && state.values.companies).toBe("a1,b");
  });
});
