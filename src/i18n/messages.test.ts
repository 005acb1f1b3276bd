import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** The arguments a message names (`{name}`, `{count, plural, …}`), once each, not the words of a plural's branches. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        visit(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe("message catalogs", () => {
  const enKeys = keyPaths(en);
  const frKeys = keyPaths(fr);

  it("has every English key in French", () => {
    expect(enKeys.filter((key) => !frKeys.includes(key))).toEqual([]);
  });

  it("has every French key in English", () => {
    expect(frKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it("uses the same placeholders in both languages", () => {
    const lookup = (catalog: unknown, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
    for (const key of enKeys) {
      expect(placeholders(String(lookup(fr, key))), key).toEqual(placeholders(String(lookup(en, key))));
    }
  });

  it("has no empty message", () => {
    for (const [catalog, keys] of [
      [en, enKeys],
      [fr, frKeys],
    ] as const) {
      for (const key of keys) {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(String(value).trim(), key).not.toBe("");
      }
    }
  });

  it("writes French punctuation with a non-breaking space before : ; ! ?", () => {
    const lookup = (key: string) =>
      String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr));
    for (const key of frKeys) {
      expect(lookup(key), key).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/u);
      expect(lookup(key), key).not.toMatch(/ [:;!?]/u);
    }
  });
});
