"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { adminPaths, paths } from "@/lib/paths";
import { canManageOrderRequests, canRequestOrders } from "@/lib/permissions";
import { draftLineSchema, orderStepSchema, quickOrderSchema, reorderSchema, sendOrderSchema } from "@/lib/validation/orders";
import { defineAction } from "@/server/actions/define-action";
import { eventRequestOf, recordGoal } from "@/server/analytics";
import type { Viewer } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { companyOf } from "@/server/portal";
import { setDraftLine } from "./drafts";
import { quickOrder, type QuickProblem } from "./quick-order";
import { moveOrderRequest, reorder, sendOrderRequest, type OrderClient } from "./requests";

/** The client's company, checked on the server for every action (never taken from the form). */
async function clientOf(viewer: Viewer): Promise<OrderClient | null> {
  const company = await companyOf(viewer.user.id);
  return company ? { userId: viewer.user.id, companyId: company.id } : null;
}

const forbidden = { ok: false, reason: "refused" } as const;

/** The client's order pages show the change on their next render. */
function refreshOrderPages(locale: Locale) {
  revalidatePath(getPathname({ href: paths.clientOrders, locale }), "layout");
}

/** Sets one product's cases in the draft; zero removes it; below its minimum is refused with the reason. */
export const setDraftLineAction = defineAction({
  schema: draftLineSchema,
  authorize: canRequestOrders,
  handler: async ({ product, cases }, { locale, viewer }) => {
    const client = await clientOf(viewer);
    if (!client) return forbidden;
    const t = await getTranslations({ locale, namespace: "ClientOrders" });
    const result = await setDraftLine(await getDb(), client.userId, locale, product, cases);
    switch (result.status) {
      case "below-minimum":
        return { ok: false, message: t("belowMinimum", { minimum: result.minimum, product: result.product.name }) };
      case "not-orderable":
        return { ok: false, message: t("notOrderable") };
      case "removed":
      case "set":
        refreshOrderPages(locale);
        return { ok: true, data: { message: t(result.status === "set" ? "lineSaved" : "lineRemoved") } };
    }
  },
});

/** Each quick-order problem as a `ClientOrders.quickLines` message, the product named. */
function quickProblemText(t: Awaited<ReturnType<typeof getTranslations<"ClientOrders">>>, problem: QuickProblem): string {
  switch (problem.kind) {
    case "unknown-product":
      return t("quickLines.unknownProduct", { line: problem.line, code: problem.code });
    case "no-quantity":
      return t("quickLines.noQuantity", { line: problem.line, code: problem.code });
    case "bad-quantity":
      return t("quickLines.badQuantity", { line: problem.line, code: problem.code, quantity: problem.quantity });
    case "not-orderable":
      return t("quickLines.notOrderable", { line: problem.line, product: problem.product });
    case "below-minimum":
      return t("quickLines.belowMinimum", {
        line: problem.line,
        product: problem.product,
        minimum: problem.minimum,
        cases: problem.cases,
      });
    case "too-many":
      return t("quickLines.tooMany", { line: problem.line, product: problem.product });
    case "duplicate":
      return t("quickLines.duplicate", { line: problem.line, product: problem.product, first: problem.first });
  }
}

/**
 * Quick order: pasted lines of codes and cases join the draft; each line that cannot is listed
 * with its reason (the product named), and given back in the field to fix.
 */
export const quickOrderAction = defineAction({
  schema: quickOrderSchema,
  authorize: canRequestOrders,
  handler: async ({ lines }, { locale, viewer }) => {
    const client = await clientOf(viewer);
    if (!client) return forbidden;
    const t = await getTranslations({ locale, namespace: "ClientOrders" });
    const result = await quickOrder(await getDb(), client.userId, locale, lines);
    if (result.added > 0) refreshOrderPages(locale);
    return {
      ok: true,
      data: {
        message: result.added > 0 ? t("quickAdded", { count: result.added }) : t("quickNothing"),
        problems: result.problems.length
          ? [
              t("quickProblems", { count: result.problems.length }),
              ...result.problems.map((problem) => quickProblemText(t, problem)),
            ]
          : [],
        remaining: result.remaining.map((line) => `${line.code}${line.quantity ? `, ${line.quantity}` : ""}`).join("\n"),
      },
    };
  },
});

/** Sends the draft as the company's request, then opens its page. */
export const sendOrderAction = defineAction({
  schema: sendOrderSchema,
  authorize: canRequestOrders,
  rateLimits: (_input, { viewer, address }) => [["order-request-per-user", viewer?.user.id ?? address]],
  handler: async (input, { locale, viewer }) => {
    const client = await clientOf(viewer);
    if (!client) return forbidden;
    const result = await sendOrderRequest(await getDb(), client, input, locale);
    if (result.status === "empty") {
      const t = await getTranslations({ locale, namespace: "ClientOrders" });
      return { ok: false, message: t("draftEmpty") };
    }
    refreshOrderPages(locale);
    recordGoal("order_request_sent", getPathname({ href: paths.clientOrders, locale }), eventRequestOf(await headers()));
    return redirect(`${getPathname({ href: paths.clientOrder(result.number), locale })}?sent=1`, RedirectType.push);
  },
});

/** "Request again": the draft becomes that request's lines, and the new request's page opens. */
export const reorderAction = defineAction({
  schema: reorderSchema,
  authorize: canRequestOrders,
  handler: async ({ number }, { locale, viewer }) => {
    const client = await clientOf(viewer);
    if (!client) return forbidden;
    const result = await reorder(await getDb(), client, number, locale);
    if (result.status === "not-found") return forbidden;
    refreshOrderPages(locale);
    const query = new URLSearchParams({ from: String(number) });
    if (result.raised.length) query.set("raised", String(result.raised.length));
    if (result.skipped.length) query.set("skipped", String(result.skipped.length));
    return redirect(`${getPathname({ href: paths.clientOrderNew, locale })}?${query}`, RedirectType.push);
  },
});

/** Staff move a request to its next step (or cancel it), with an optional message e-mailed to the client. */
export const moveOrderRequestAction = defineAction({
  schema: orderStepSchema,
  authorize: canManageOrderRequests,
  handler: async ({ id, status, message }, { viewer }) => {
    // The admin portal speaks the staff member's language (the request's locale).
    const t = await getTranslations("AdminOrders");
    const result = await moveOrderRequest(await getDb(), id, status, message, viewer.user.id);
    if (result.status === "not-found") return { ok: false, message: t("notFound") };
    if (result.status === "invalid")
      return { ok: false, message: t("invalidStep", { from: t(`statuses.${result.from}`), to: t(`statuses.${status}`) }) };
    revalidatePath(adminPaths.portal, "layout");
    return {
      ok: true,
      data: {
        message: t(mailServerConfigured() ? "moved" : "movedUnsent", { status: t(`statuses.${status}`), count: result.emailed }),
      },
    };
  },
});
