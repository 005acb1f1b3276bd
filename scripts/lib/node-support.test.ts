import { describe, expect, it } from "vitest";
import { endOfLifeWarning, nodeEndOfLife, productionNodeLine } from "./node-support.mjs";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("endOfLifeWarning", () => {
  it("warns on Node 20 after its end of life, naming the date and the line to run instead", () => {
    const warning = endOfLifeWarning("v20.20.2", day("2026-11-28"));
    expect(warning).toContain("Node 20.20.2 reached its end of life on 2026-04-30");
    expect(warning).toContain(`Node ${productionNodeLine} LTS`);
    expect(warning).toContain("starting anyway");
  });

  it("says nothing on a line's last day of support, and warns the day after", () => {
    expect(endOfLifeWarning("v20.19.0", day("2026-04-30"))).toBeUndefined();
    expect(endOfLifeWarning("v20.19.0", day("2026-05-01"))).toContain("2026-04-30");
  });

  it("says nothing on the production line while it is supported", () => {
    expect(endOfLifeWarning("v24.21.0", day("2026-11-28"))).toBeUndefined();
    expect(endOfLifeWarning("v24.21.0", day("2028-05-01"))).toContain("2028-04-30");
  });

  it("warns on an odd line after its short life, and on a line older than the table", () => {
    expect(endOfLifeWarning("v25.9.0", day("2026-11-28"))).toContain("2026-06-01");
    expect(endOfLifeWarning("v16.20.2", day("2026-11-28"))).toContain("Node 16.20.2 is past its end of life");
  });

  it("counts a line newer than the table as supported", () => {
    const newest = Math.max(...Object.keys(nodeEndOfLife).map(Number));
    expect(endOfLifeWarning(`v${newest + 1}.0.0`, day("2026-11-28"))).toBeUndefined();
  });
});
