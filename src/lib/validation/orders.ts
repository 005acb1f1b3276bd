// zod/mini, as the public forms: the order forms run in the browser too.
import { z } from "zod/mini";
import { earliestWishedDate, MAX_CASES, orderLimits, orderStatuses } from "@/lib/orders";
import { MAX_QUICK_TEXT } from "@/lib/quick-order";
import { optionalMultiLine } from "./form-fields";

/** Cases typed for one product: a whole number, empty meaning zero (which removes the line). */
export const casesField = z.pipe(
  z.union([z.string(), z.number()], { error: "invalidCases" }),
  z.transform((value, context) => {
    const text = String(value).trim();
    if (text === "") return 0;
    if (!/^\d+$/.test(text) || Number(text) > MAX_CASES) {
      context.issues.push({ code: "custom", message: "invalidCases", input: value });
      return z.NEVER;
    }
    return Number(text);
  }),
);

/** One line of the request being put together: the product (content item id) and its cases. */
export const draftLineSchema = z.object({
  product: z.uuid(),
  cases: casesField,
});
export type DraftLineInput = z.output<typeof draftLineSchema>;

/**
 * A wished delivery date: a real calendar day (YYYY-MM-DD, as a date field sends it) after today
 * in Ottawa; empty means none.
 */
export const wishedDateField = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)),
  z.optional(
    z.string().check(
      z.refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}$/.test(value) &&
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        {
          error: "invalidDate",
          abort: true,
        },
      ),
      z.refine((value) => value >= earliestWishedDate(), "dateNotInFuture"),
    ),
  ),
);

/** Sending the request: a note and a wished delivery date, both optional. */
export const sendOrderSchema = z.object({
  note: optionalMultiLine(orderLimits.note),
  wishedDate: wishedDateField,
});
export type SendOrderInput = z.output<typeof sendOrderSchema>;

/** "Request again": the number of the request to start from. */
export const reorderSchema = z.object({ number: z.coerce.number().check(z.int(), z.positive()) });

/** Staff moving a request to its next step, with a message for the client. */
export const orderStepSchema = z.object({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  message: optionalMultiLine(orderLimits.message),
});
export type OrderStepInput = z.output<typeof orderStepSchema>;

/** Quick order: the pasted lines (codes and cases), parsed on the server. */
export const quickOrderSchema = z.object({
  lines: z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.maxLength(MAX_QUICK_TEXT, "tooLong")),
});
