import { describe, expect, it } from "vitest";
import { defaultFlags } from "@/lib/flags/catalog";
import { switchedOff, switchesFor } from "./visibility";

describe("the switches an item's page needs", () => {
  it("names the page group's switch, and French's for the French side", () => {
    expect(switchesFor("news", "any", "en")).toEqual(["insights"]);
    expect(switchesFor("news", "any", "fr")).toEqual(["insights", "french_language"]);
    expect(switchesFor("section", "team.cta", "en")).toEqual(["teams"]);
    expect(switchesFor("policy", "privacy", "en")).toEqual([]);
  });

  it("says a news item published on a fresh install is hidden: insights is off there", () => {
    expect(switchedOff("news", "any", "fr", defaultFlags)).toEqual(["insights"]);
    expect(switchedOff("hero", "hero", "fr", defaultFlags)).toEqual([]);
    expect(switchedOff("hero", "hero", "fr", { ...defaultFlags, french_language: false })).toEqual(["french_language"]);
  });
});
