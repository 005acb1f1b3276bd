import { describe, expect, it } from "vitest";
import { caseGtinLengths, gtinCheckDigit, isValidGtin, unitGtinLengths } from "./gtin";

describe("GTIN check digit", () => {
  it("computes the check digit of a GTIN-13 and a GTIN-14", () => {
    expect(gtinCheckDigit("062845100001")).toBe(3);
    expect(gtinCheckDigit("1062845100001")).toBe(0);
    // A well-known EAN-13.
    expect(gtinCheckDigit("400638133393")).toBe(1);
  });

  it("accepts a UPC-A, an EAN-13 and a GTIN-14 whose last digit checks", () => {
    expect(isValidGtin("036000291452", unitGtinLengths)).toBe(true);
    expect(isValidGtin("0628451000013", unitGtinLengths)).toBe(true);
    expect(isValidGtin("10628451000010", caseGtinLengths)).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length or anything but digits", () => {
    expect(isValidGtin("0628451000014", unitGtinLengths)).toBe(false);
    expect(isValidGtin("10628451000010", unitGtinLengths)).toBe(false);
    expect(isValidGtin("0628451000013", caseGtinLengths)).toBe(false);
    expect(isValidGtin("06284510000a3", unitGtinLengths)).toBe(false);
    expect(isValidGtin("", unitGtinLengths)).toBe(false);
  });
});
