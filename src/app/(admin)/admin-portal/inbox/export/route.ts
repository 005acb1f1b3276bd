import { canReadInbox } from "@/lib/permissions";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { defaultCsvSeparator } from "@/lib/csv";
import { inboxExportSchema, inboxSearchProblem } from "@/lib/validation/leads";
import { authorize } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { inboxCsv } from "@/server/leads/export";
import { listInboxForExport } from "@/server/leads/inbox";
import { log } from "@/server/log";

/** The inbox's current filter as a CSV file (every page, `?separator=comma|semicolon`), for administrators only. */
export async function GET(request: Request) {
  const viewer = await authorize(canReadInbox);
  if (!viewer) return new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  const {
    kind,
    status,
    owner,
    q,
    separator: chosen,
  } = inboxExportSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // None chosen (an old bookmark): what the staff member's Excel splits on.
  const separator = chosen ?? defaultCsvSeparator(toLocale(await getLocale()));
  const problem = inboxSearchProblem(q);
  if (problem) {
    const t = await getTranslations("AdminLeads");
    return new Response(t(problem), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const [rows, t] = await Promise.all([
    listInboxForExport(await getDb(), { kind, status, owner, q, viewerId: viewer.user.id }),
    getTranslations("AdminLeads"),
  ]);
  log.info({ actor: viewer.user.email, rows: rows.length, kind, status, owner, q, separator }, "inbox exported as CSV");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(rows, t, separator), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
