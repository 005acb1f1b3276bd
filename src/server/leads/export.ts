import "server-only";
import { type CsvSeparator, toCsv } from "@/lib/csv";
import type { InboxKind, InboxStatus } from "@/lib/validation/leads";
import type { InboxRow } from "./inbox";

const columns = ["received", "kind", "status", "name", "email", "company", "language", "text", "id"] as const;
type Column = (typeof columns)[number];

/** The words of the file, in the staff member's language (the `AdminLeads` catalog). */
export type InboxCsvText = (key: `csvColumns.${Column}` | `kinds.${InboxKind}` | `statuses.${InboxStatus}`) => string;

/**
 * The inbox rows as the CSV the export downloads: column names, kinds and statuses in the staff
 * member's words; dates ISO 8601, languages as codes, ids as they are (for looking a row up again).
 */
export function inboxCsv(rows: readonly InboxRow[], t: InboxCsvText, separator: CsvSeparator = "comma"): string {
  return toCsv(
    columns.map((column) => t(`csvColumns.${column}`)),
    rows.map((row) => [
      row.createdAt,
      t(`kinds.${row.kind}`),
      t(`statuses.${row.status}`),
      row.name,
      row.email,
      row.company,
      row.locale,
      row.text,
      row.id,
    ]),
    separator,
  );
}
