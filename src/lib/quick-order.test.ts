import { describe, expect, it } from "vitest";
import { parseQuickOrder, quickQuantity } from "./quick-order";

describe("parseQuickOrder", () => {
  it("reads a code and cases split by a comma, a semicolon, a tab or spaces, skipping blank lines", () => {
    expect(
      parseQuickOrder("0628451000013, 5\n\nkalamata-olives-jar ; 3\r\n10628451000010\t12\n  feta-epirus-brine   2  \nlonely"),
    ).toEqual([
      { line: 1, code: "0628451000013", quantity: "5" },
      { line: 3, code: "kalamata-olives-jar", quantity: "3" },
      { line: 4, code: "10628451000010", quantity: "12" },
      { line: 5, code: "feta-epirus-brine", quantity: "2" },
      { line: 6, code: "lonely", quantity: "" },
    ]);
  });

  it("takes whole numbers of cases only", () => {
    expect(quickQuantity("12")).toBe(12);
    for (const value of ["", "1.5", "-2", "3 cases", "abc"]) expect(quickQuantity(value)).toBeNull();
  });
});
