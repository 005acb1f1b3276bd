import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { earliestWishedDate } from "@/lib/orders";
import { draftLineSchema, sendOrderSchema } from "./orders";

const product = "0b9f1f1e-3c4a-4c56-9d0e-7a1b2c3d4e5f";
const firstIssue = (result: { success: boolean; error?: z.core.$ZodError }) => result.error?.issues[0]?.message;

afterEach(() => vi.useRealTimers());

describe("cases typed for a product", () => {
  it("reads a whole number, and empty as zero (which removes the line)", () => {
    expect(z.parse(draftLineSchema, { product, cases: " 12 " }).cases).toBe(12);
    expect(z.parse(draftLineSchema, { product, cases: "" }).cases).toBe(0);
    expect(z.parse(draftLineSchema, { product, cases: "0" }).cases).toBe(0);
  });

  it("refuses fractions, negatives, words and absurd amounts", () => {
    for (const cases of ["1.5", "-2", "ten", "1e3", "10000"])
      expect(firstIssue(z.safeParse(draftLineSchema, { product, cases }))).toBe("invalidCases");
  });
});

describe("the wished delivery date", () => {
  it("is optional", () => {
    expect(z.parse(sendOrderSchema, { note: "", wishedDate: "" })).toEqual({ note: undefined, wishedDate: undefined });
  });

  it("must come after today in Ottawa, even late in the evening when UTC is already tomorrow", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 22:30 in Ottawa on November 26 is 03:30 UTC on November 27.
    vi.setSystemTime(new Date("2026-11-27T03:30:00Z"));
    expect(earliestWishedDate()).toBe("2026-11-27");
    expect(firstIssue(z.safeParse(sendOrderSchema, { wishedDate: "2026-11-26" }))).toBe("dateNotInFuture");
    expect(z.parse(sendOrderSchema, { wishedDate: "2026-11-27" }).wishedDate).toBe("2026-11-27");
  });

  it("refuses what is not a calendar day", () => {
    for (const wishedDate of ["2026-02-30", "tomorrow", "2026/12/01"])
      expect(firstIssue(z.safeParse(sendOrderSchema, { wishedDate }))).toBe("invalidDate");
  });
});
