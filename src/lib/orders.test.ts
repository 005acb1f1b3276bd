import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  decideQuantity,
  inboxStateOfOrder,
  nextOrderStatuses,
  orderLabel,
  orderStatuses,
  parseOrderNumber,
  raiseToMinimum,
} from "./orders";

describe("order request steps", () => {
  it("moves forward one step at a time: received, quoted, confirmed, shipped", () => {
    expect(canMoveOrder("received", "quoted")).toBe(true);
    expect(canMoveOrder("quoted", "confirmed")).toBe(true);
    expect(canMoveOrder("confirmed", "shipped")).toBe(true);
  });

  it("refuses skipping a step, going back or staying put", () => {
    expect(canMoveOrder("received", "confirmed")).toBe(false);
    expect(canMoveOrder("received", "shipped")).toBe(false);
    expect(canMoveOrder("confirmed", "quoted")).toBe(false);
    expect(canMoveOrder("quoted", "quoted")).toBe(false);
    expect(canMoveOrder("quoted", "received")).toBe(false);
  });

  it("cancels from any state before shipped, and never after", () => {
    expect(canMoveOrder("received", "cancelled")).toBe(true);
    expect(canMoveOrder("quoted", "cancelled")).toBe(true);
    expect(canMoveOrder("confirmed", "cancelled")).toBe(true);
    expect(canMoveOrder("shipped", "cancelled")).toBe(false);
  });

  it("ends at shipped and at cancelled", () => {
    expect(nextOrderStatuses("shipped")).toEqual([]);
    expect(nextOrderStatuses("cancelled")).toEqual([]);
    for (const status of orderStatuses) expect(nextOrderStatuses(status)).not.toContain("received");
  });
});

describe("quantities in cases", () => {
  it("removes the line for zero", () => {
    expect(decideQuantity(0, 5)).toEqual({ kind: "remove" });
  });

  it("refuses fewer cases than the product's minimum, saying the minimum", () => {
    expect(decideQuantity(4, 5)).toEqual({ kind: "below-minimum", minimum: 5 });
  });

  it("accepts the minimum and more", () => {
    expect(decideQuantity(5, 5)).toEqual({ kind: "set", cases: 5 });
    expect(decideQuantity(12, 5)).toEqual({ kind: "set", cases: 12 });
  });

  it("raises an old quantity to today's minimum and says so", () => {
    expect(raiseToMinimum(3, 6)).toEqual({ cases: 6, raised: true });
    expect(raiseToMinimum(8, 6)).toEqual({ cases: 8, raised: false });
  });
});

describe("request numbers", () => {
  it("writes and reads R-1001", () => {
    expect(orderLabel(1001)).toBe("R-1001");
    expect(parseOrderNumber("R-1001")).toBe(1001);
    expect(parseOrderNumber("1001")).toBe(1001);
  });

  it("reads nothing else as a number", () => {
    for (const value of ["", "R-", "abc", "0", "-3", "1e3", "R-01", "12345678901"]) expect(parseOrderNumber(value)).toBeNull();
  });
});

describe("the inbox state of an order request", () => {
  it("follows its status: new until quoted, in progress until shipped, then done", () => {
    expect(inboxStateOfOrder("received")).toBe("new");
    expect(inboxStateOfOrder("quoted")).toBe("in_progress");
    expect(inboxStateOfOrder("confirmed")).toBe("in_progress");
    expect(inboxStateOfOrder("shipped")).toBe("done");
    expect(inboxStateOfOrder("cancelled")).toBe("done");
  });
});
