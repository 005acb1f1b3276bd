import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { productTradeFormSchema } from "./product-trade";

const valid = {
  itemId: "0b6c3c1e-6a43-4a39-9a5e-2b1f6c1f2d11",
  casePack: "12",
  unitGtin: "0628451000013",
  caseGtin: "10628451000010",
  minimumCases: "5",
  palletTi: "10",
  palletHi: "6",
  leadTimeDays: "10",
};

const errors = (input: Record<string, string>) => {
  const parsed = z.safeParse(productTradeFormSchema, input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("trade facts form", () => {
  it("turns the posted text into numbers and digits", () => {
    const parsed = z.parse(productTradeFormSchema, { ...valid, unitGtin: "0 62845 10000 1 3", leadTimeDays: "" });
    expect(parsed).toMatchObject({ casePack: 12, unitGtin: "0628451000013", minimumCases: 5, palletTi: 10, leadTimeDays: null });
  });

  it("refuses a GTIN whose check digit is wrong, beside that field", () => {
    expect(errors({ ...valid, unitGtin: "0628451000014" })).toEqual({ unitGtin: "invalidGtin" });
    expect(errors({ ...valid, caseGtin: "0628451000013" })).toEqual({ caseGtin: "invalidCaseGtin" });
  });

  it("needs a case pack and a minimum order of at least one case", () => {
    expect(errors({ ...valid, casePack: "", minimumCases: "0" })).toEqual({
      casePack: "required",
      minimumCases: "invalidWholeNumber",
    });
    expect(errors({ ...valid, palletHi: "2.5" })).toEqual({ palletHi: "invalidWholeNumber" });
  });

  it("takes the GTINs and the pallet as optional", () => {
    expect(errors({ ...valid, unitGtin: "", caseGtin: "", palletTi: "", palletHi: "" })).toEqual({});
  });
});
