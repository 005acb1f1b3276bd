import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../src/config/env";

// The systemd unit in deploy/ must let the service write its data and backup folders, as the
// settings name them by default, and nothing else (issue 45: with the embedded database, the
// default, it could write neither).

const root = path.resolve(import.meta.dirname, "../..");
const unit = fs.readFileSync(path.join(root, "deploy/systemd/terramare@.service"), "utf8");
const setting = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((match) => match[1]!.trim());

describe("the systemd unit", () => {
  it("writes the data and backup folders of its working directory, and nothing else", () => {
    const [workingDirectory] = setting("WorkingDirectory");
    const defaults = parseEnv({});
    const expected = [defaults.DATA_DIR, defaults.BACKUP_DIR].map((dir) => path.posix.join(workingDirectory!, dir));
    expect(setting("ReadWritePaths").flatMap((line) => line.split(/\s+/))).toEqual(expected);
    expect(setting("ProtectSystem")).toEqual(["strict"]);
    expect(setting("PrivateTmp")).toEqual(["true"]);
  });
});
