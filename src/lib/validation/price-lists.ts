import { z } from "zod/mini";

/** Who a price list is for: companies named one by one, or every company of a named tier. */
export type PriceListTarget = { kind: "companies"; companyIds: readonly string[] } | { kind: "tier"; tierName: string };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (value: string) => isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const blankAsMissing = z.transform((value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined,
);
const optionalText = z.pipe(blankAsMissing, z.optional(z.string().check(z.maxLength(120, "tooLong"))));

/**
 * The import form: a file, and either a new list (name, audience, validity) or `listId` (a new
 * version of that list, its validity as typed). The audience: the companies ticked, or a tier's
 * name (made when new).
 */
export const priceListImportSchema = z
  .object({
    listId: z.pipe(
      z.transform((value: unknown) => (value === "" ? undefined : value)),
      z.optional(z.uuid()),
    ),
    name: optionalText,
    audience: z.enum(["companies", "tier"], { error: "invalidOption" }),
    companies: z._default(z.array(z.uuid()), []),
    tier: optionalText,
    validFrom: z.string().check(z.trim(), z.refine(realDate, "invalidDate")),
    validUntil: z.pipe(blankAsMissing, z.optional(z.string().check(z.refine(realDate, "invalidDate")))),
    file: z.custom<File>((value) => value instanceof File && value.size > 0, "required"),
  })
  .check(
    z.superRefine((input, context) => {
      if (!input.listId && !input.name) context.addIssue({ code: "custom", path: ["name"], message: "required" });
      if (input.audience === "companies" && input.companies.length === 0)
        context.addIssue({ code: "custom", path: ["companies"], message: "chooseCompany" });
      if (input.audience === "tier" && !input.tier) context.addIssue({ code: "custom", path: ["tier"], message: "required" });
      if (input.validUntil && input.validUntil < input.validFrom)
        context.addIssue({ code: "custom", path: ["validUntil"], message: "untilBeforeFrom" });
    }),
  );
export type PriceListImportInput = z.output<typeof priceListImportSchema>;

/** The audience the form asked for. */
export function importTarget(input: PriceListImportInput): PriceListTarget {
  return input.audience === "tier"
    ? { kind: "tier", tierName: input.tier ?? "" }
    : { kind: "companies", companyIds: input.companies };
}

/** Putting a company in a tier (empty: in none). */
export const companyTierSchema = z.object({
  companyId: z.uuid(),
  tier: optionalText,
});
