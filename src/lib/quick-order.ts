/**
 * Quick order: lines pasted from Excel or an e-mail, one product a line, a code (product code or
 * GTIN) then a number of cases, split by a tab, a semicolon, a comma or spaces: `0628451000013, 5`,
 * `kalamata-olives-jar ; 3`, `10628451000010	12`. Blank lines are skipped.
 */
export interface QuickLine {
  /** 1 for the first line pasted. */
  line: number;
  code: string;
  /** As typed ("" when none). */
  quantity: string;
}

/** The most lines one paste may hold. */
export const MAX_QUICK_LINES = 200;
/** The longest paste (characters). */
export const MAX_QUICK_TEXT = 20_000;

export function parseQuickOrder(text: string): QuickLine[] {
  const lines: QuickLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === "") return;
    const parts = trimmed.split(/\s*[\t;,]\s*|\s+/).filter((part) => part !== "");
    const code = parts[0] ?? "";
    const quantity = parts.length > 1 ? parts[parts.length - 1]! : "";
    lines.push({ line: index + 1, code, quantity });
  });
  return lines;
}

/** A quantity typed on a line: a whole number of cases, or null. */
export function quickQuantity(value: string): number | null {
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}
