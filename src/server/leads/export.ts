import "server-only";
import { type CsvSeparator, toCsv } from "@/lib/csv";
import type { InboxRow } from "./inbox";

const header = ["received", "kind", "status", "name", "email", "company", "language", "text", "id"] as const;

/** The inbox rows as the CSV the export downloads. */
export function inboxCsv(rows: readonly InboxRow[], separator: CsvSeparator = "comma"): string {
  return toCsv(
    header,
    rows.map((row) => [row.createdAt, row.kind, row.status, row.name, row.email, row.company, row.locale, row.text, row.id]),
    separator,
  );
}
