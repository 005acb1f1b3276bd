// zod/mini, like the other forms' schemas: the trade facts form checks its fields in the browser too.
import { z } from "zod/mini";
import { caseGtinLengths, isValidGtin, unitGtinLengths, type GtinLength } from "@/lib/catalog/gtin";
import { productTradeLimits } from "./form-rules";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
// Spaces and hyphens people copy from a label ("0 62845 10000 1 3") are not part of the number.
const digitsOnly = (value: unknown) => (typeof value === "string" ? value.replace(/[\s-]/gu, "") : value);

/** A whole number from `min` to the form's limit. */
const wholeNumberFrom = (min: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/u, "invalidWholeNumber")),
    z.pipe(
      z.transform(Number),
      z.number().check(z.refine((value) => value >= min && value <= productTradeLimits.quantity, "invalidWholeNumber")),
    ),
  );

/** Empty (or only spaces) as unset, for `required`; or as null, for an optional number. */
const emptyAs =
  <T extends undefined | null>(empty: T) =>
  (value: unknown) => {
    const text = trimmed(value);
    return (text === "" || text === undefined ? empty : text) as string | T;
  };

/** A whole number the form needs. */
const requiredWholeNumber = (min: number) =>
  z.pipe(z.transform(emptyAs(undefined)), z.pipe(z.string({ error: "required" }), wholeNumberFrom(min)));

/** A whole number the form may leave empty (null). */
const optionalWholeNumber = (min: number) => z.pipe(z.transform(emptyAs(null)), z.nullable(wholeNumberFrom(min)));

/** A GTIN of one of `lengths` digits with its check digit verified; empty is none. */
function gtin(lengths: readonly GtinLength[], message: "invalidGtin" | "invalidCaseGtin") {
  return z.pipe(
    z.transform((value: unknown) => {
      const digits = digitsOnly(value);
      return digits === "" || digits === undefined ? null : digits;
    }),
    z.nullable(z.string().check(z.refine((value) => isValidGtin(value, lengths), message))),
  );
}

/**
 * A product's trade facts as the studio's "Trade information" form posts them (clients only:
 * never in published content). Checked in the browser and by the server action alike.
 */
export const productTradeFormSchema = z.object({
  itemId: z.string().check(z.uuid()),
  casePack: requiredWholeNumber(1),
  unitGtin: gtin(unitGtinLengths, "invalidGtin"),
  caseGtin: gtin(caseGtinLengths, "invalidCaseGtin"),
  minimumCases: requiredWholeNumber(1),
  palletTi: optionalWholeNumber(1),
  palletHi: optionalWholeNumber(1),
  leadTimeDays: optionalWholeNumber(0),
});

export type ProductTradeInput = z.output<typeof productTradeFormSchema>;
export type ProductTradeField = Exclude<keyof ProductTradeInput, "itemId">;
export const productTradeFields = [
  "casePack",
  "unitGtin",
  "caseGtin",
  "minimumCases",
  "palletTi",
  "palletHi",
  "leadTimeDays",
] as const satisfies readonly ProductTradeField[];
