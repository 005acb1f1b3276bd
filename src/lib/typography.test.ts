import { describe, expect, it } from "vitest";
import { getContent } from "@/server/content/seed-data";
import { frenchTypography, frenchTypographyRuns, typographyFor, typographyRunsFor } from "./typography";

const nbsp = "\u00A0";
const nnbsp = "\u202F";

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

describe("frenchTypography", () => {
  it("puts a no-break space before a colon", () => {
    expect(frenchTypography("Le fromage : un contingent")).toBe(`Le fromage${nbsp}: un contingent`);
    expect(frenchTypography("Le fromage: un contingent")).toBe(`Le fromage${nbsp}: un contingent`);
  });

  it("puts a narrow no-break space before ; ! and ?", () => {
    expect(frenchTypography("Pourquoi ? Parce que ; enfin !")).toBe(`Pourquoi${nnbsp}? Parce que${nnbsp}; enfin${nnbsp}!`);
    expect(frenchTypography("Pourquoi? Parce que; enfin!")).toBe(`Pourquoi${nnbsp}? Parce que${nnbsp}; enfin${nnbsp}!`);
  });

  it("replaces a wrong or doubled space with the right one", () => {
    expect(frenchTypography(`Quoi${nbsp}?`)).toBe(`Quoi${nnbsp}?`);
    expect(frenchTypography(`Note${nnbsp}: oui`)).toBe(`Note${nbsp}: oui`);
    expect(frenchTypography("Note   : oui")).toBe(`Note${nbsp}: oui`);
  });

  it("spaces only the first mark of a run such as ?!", () => {
    expect(frenchTypography("Vraiment ?!")).toBe(`Vraiment${nnbsp}?!`);
    expect(frenchTypography("Vraiment!!!")).toBe(`Vraiment${nnbsp}!!!`);
  });

  it("adds no-break spaces inside guillemets, typed or not", () => {
    expect(frenchTypography("la date « meilleur avant » indique")).toBe(`la date «${nbsp}meilleur avant${nbsp}» indique`);
    expect(frenchTypography("la date «meilleur avant» indique")).toBe(`la date «${nbsp}meilleur avant${nbsp}» indique`);
  });

  it("sets a question closing a quotation as the existing content does", () => {
    expect(frenchTypography("mais « combien en reste-t-il ? »")).toBe(`mais «${nbsp}combien en reste-t-il${nnbsp}?${nbsp}»`);
  });

  it("is idempotent", () => {
    const samples = [
      "Le fromage : un contingent ; enfin !",
      "« meilleur avant » ? Oui: non",
      "Voir https://example.com/?q=1 : merci",
      "À 10:30 ; puis « ici »",
    ];
    for (const sample of samples) {
      const once = frenchTypography(sample);
      expect(frenchTypography(once)).toBe(once);
    }
  });

  it("leaves URLs alone, including their query strings", () => {
    expect(frenchTypography("Voir https://example.com/a?b=c&d=e pour en savoir plus")).toBe(
      "Voir https://example.com/a?b=c&d=e pour en savoir plus",
    );
    expect(frenchTypography("Écrivez à mailto:info@example.com!")).toBe("Écrivez à mailto:info@example.com!");
    expect(frenchTypography("Le site www.example.com?")).toBe("Le site www.example.com?");
  });

  it("still spaces punctuation typed after a URL", () => {
    expect(frenchTypography("Avez-vous vu https://example.com ?")).toBe(`Avez-vous vu https://example.com${nnbsp}?`);
  });

  it("does not mistake a word ending in 'tel' for a tel: link", () => {
    expect(frenchTypography("Hôtel: chambres")).toBe(`Hôtel${nbsp}: chambres`);
  });

  it("leaves times, ratios and query-like tokens alone", () => {
    expect(frenchTypography("Ouvert de 10:30 à 18:00.")).toBe("Ouvert de 10:30 à 18:00.");
    expect(frenchTypography("Un ratio 3:1")).toBe("Un ratio 3:1");
    expect(frenchTypography("le paramètre ?lang=fr")).toBe("le paramètre ?lang=fr");
  });

  it("does not space punctuation at the start of a line", () => {
    expect(frenchTypography("? au début")).toBe("? au début");
    expect(frenchTypography("ligne\n: suite")).toBe("ligne\n: suite");
  });

  it("renders the site's existing French content unchanged", () => {
    const strings = allStrings(getContent("fr"));
    expect(strings.length).toBeGreaterThan(100);
    const changed = strings.filter((text) => frenchTypography(text) !== text);
    expect(changed).toEqual([]);
  });
});

describe("frenchTypographyRuns", () => {
  it("replaces a space typed before a colon that starts the next run", () => {
    expect(frenchTypographyRuns(["Note ", ": la suite"])).toEqual([`Note${nbsp}`, ": la suite"]);
  });

  it("inserts the space in the run that holds the punctuation", () => {
    expect(frenchTypographyRuns(["Note", ": la suite"])).toEqual(["Note", `${nbsp}: la suite`]);
    expect(frenchTypographyRuns(["Vraiment", "?"])).toEqual(["Vraiment", `${nnbsp}?`]);
  });

  it("keeps the number of runs", () => {
    expect(frenchTypographyRuns(["a", "b", "c"])).toEqual(["a", "b", "c"]);
    expect(frenchTypographyRuns([])).toEqual([]);
  });
});

describe("typographyFor", () => {
  it("applies French typography in French only", () => {
    expect(typographyFor("fr", "Note : oui")).toBe(`Note${nbsp}: oui`);
    expect(typographyFor("en", "Note : oui")).toBe("Note : oui");
    expect(typographyRunsFor("en", ["Note ", ": oui"])).toEqual(["Note ", ": oui"]);
  });
});
