import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Typeset } from "./typeset";

const markup = (text: string) => renderToStaticMarkup(createElement(Typeset, { text }));

describe("Typeset", () => {
  it("sets French ordinal endings in superscript", () => {
    expect(markup("Depuis le 1er septembre et la 1re fois.")).toBe(
      "Depuis le 1<sup>er</sup> septembre et la 1<sup>re</sup> fois.",
    );
  });

  it("leaves other text alone, including numbers ending in 1", () => {
    expect(markup("Le 21 mars, 11er n’est pas un ordinal.")).toBe("Le 21 mars, 11er n’est pas un ordinal.");
  });
});
