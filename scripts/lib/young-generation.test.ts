import { describe, expect, it } from "vitest";
import { memoryLimit, semiSpaceArgument } from "./young-generation.mjs";

const mb = (megabytes: number) => megabytes * 1024 ** 2;
const semiSpaces = (megabytes: number, execArgv: string[] = [], nodeOptions?: string) =>
  semiSpaceArgument({ limitBytes: mb(megabytes), execArgv, nodeOptions });

describe("semiSpaceArgument", () => {
  it("gives the server V8's largest semi-spaces in a container of 512 MB or more", () => {
    expect(semiSpaces(512)).toBe("--max-semi-space-size=16");
    expect(semiSpaces(768)).toBe("--max-semi-space-size=16");
    expect(semiSpaces(2047)).toBe("--max-semi-space-size=16");
  });

  it("keeps the young generation within about a tenth of a smaller limit", () => {
    expect(semiSpaces(256)).toBe("--max-semi-space-size=8");
    expect(semiSpaces(384)).toBe("--max-semi-space-size=8");
    expect(semiSpaces(128)).toBe("--max-semi-space-size=4");
    expect(semiSpaces(16)).toBe("--max-semi-space-size=1");
  });

  it("leaves V8's choice from 2 GB up, and when no limit is known", () => {
    expect(semiSpaces(2048)).toBeUndefined();
    expect(semiSpaces(24 * 1024)).toBeUndefined();
    expect(semiSpaceArgument({ limitBytes: 0, execArgv: [], nodeOptions: undefined })).toBeUndefined();
  });

  it("leaves the operator's own setting, in node's arguments or NODE_OPTIONS", () => {
    expect(semiSpaces(512, ["--max-semi-space-size=4"])).toBeUndefined();
    expect(semiSpaces(512, [], "--enable-source-maps --max_semi_space_size=32")).toBeUndefined();
    expect(semiSpaces(512, ["--enable-source-maps"], "--max-old-space-size=300")).toBe("--max-semi-space-size=16");
  });
});

describe("memoryLimit", () => {
  it("is the container's limit when it has one below the machine's memory", () => {
    expect(memoryLimit({ constrainedMemory: () => mb(512) }, mb(24_000))).toBe(mb(512));
  });

  it("is the machine's memory without a limit, however the runtime says so", () => {
    expect(memoryLimit({ constrainedMemory: () => 0 }, mb(24_000))).toBe(mb(24_000));
    expect(memoryLimit({ constrainedMemory: () => 2 ** 63 }, mb(24_000))).toBe(mb(24_000));
    expect(memoryLimit({}, mb(24_000))).toBe(mb(24_000));
  });
});
