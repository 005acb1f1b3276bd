import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { contactSchema } from "@/lib/validation/contact";
import fr from "../../../messages/fr.json";
import { validatedAction } from "./validated-action";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

vi.mock("next-intl/server", () => ({
  getLocale: async () => "fr",
  getTranslations: async ({ locale, namespace }: { locale: "fr"; namespace: "FormErrors" }) =>
    createTranslator({ locale, messages: fr, namespace }),
}));

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { firstName: "Amira", lastName: "Haddad", email: "amira@example.com", message: "Bonjour" };

describe("validatedAction", () => {
  it("answers invalid input with translated field errors and the input kept, without calling the handler", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const action = validatedAction(contactSchema, handler);
    const state = await action({ status: "idle" }, form({ ...valid, email: "nope", message: "", extra: "x".repeat(10) }));
    expect(handler).not.toHaveBeenCalled();
    expect(state).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Veuillez entrer une adresse courriel valide.", message: "Ce champ est obligatoire." },
      values: { firstName: "Amira", email: "nope", message: "" },
    });
    // Only the form's own fields are given back.
    if (state.status === "invalid") expect(Object.keys(state.values)).not.toContain("extra");
  });

  it("passes the parsed data and the locale to the handler and reports success", async () => {
    const handler = vi.fn(async () => ({ ok: true as const }));
    const state = await validatedAction(contactSchema, handler)({ status: "idle" }, form({ ...valid, firstName: " Amira " }));
    expect(state.status).toBe("success");
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ firstName: "Amira" }), expect.objectContaining({ locale: "fr" }));
  });

  it("turns a thrown error into the error state, keeping the input", async () => {
    const action = validatedAction(contactSchema, async () => {
      throw new Error("database down");
    });
    const state = await action({ status: "idle" }, form(valid));
    expect(state).toMatchObject({ status: "error", values: valid });
    if (state.status === "error") expect(state.message).toBeUndefined();
  });

  it("shows the handler's own message, such as the rate limit", async () => {
    const action = validatedAction(contactSchema, async (_data, { t }) => ({ ok: false, message: t("rateLimited", { seconds: 42 }) }));
    const state = await action({ status: "idle" }, form(valid));
    expect(state).toMatchObject({ status: "error", message: "Trop d’envois depuis votre connexion. Veuillez patienter 42 secondes, puis réessayer." });
  });
});
