/**
 * GS1 identifiers of the catalog's trade facts: GTIN-12 (UPC-A) or GTIN-13 for a unit, GTIN-14
 * for a case. The last digit is a check digit: from the right, the other digits are weighted 3,
 * 1, 3, 1…; the check digit brings their sum to a multiple of ten.
 */
export type GtinLength = 12 | 13 | 14;

/** The check digit of a GTIN's other digits (`body` without its last digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `value` is a GTIN of one of `lengths` digits with the right check digit. */
export function isValidGtin(value: string, lengths: readonly GtinLength[]): boolean {
  if (!/^\d+$/.test(value) || !(lengths as readonly number[]).includes(value.length)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** A unit's GTIN: 12 digits (UPC-A) or 13 (EAN-13). */
export const unitGtinLengths = [12, 13] as const satisfies readonly GtinLength[];
/** A case's GTIN: 14 digits. */
export const caseGtinLengths = [14] as const satisfies readonly GtinLength[];
