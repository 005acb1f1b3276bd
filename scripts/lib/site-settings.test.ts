import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { loadSiteSettings } from "./site-settings";

afterEach(() => vi.unstubAllEnvs());

it("reads the site's .env as npm start does, the shell's own settings winning, production unless told", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-settings-"));
  try {
    fs.writeFileSync(path.join(root, ".env"), "DATA_DIR=/srv/site/data\nBACKUP_DIR=/srv/site/backups\nPORT=4000\n");
    vi.stubEnv("BACKUP_DIR", "/elsewhere");
    vi.stubEnv("NODE_ENV", "");
    loadSiteSettings(root);
    expect(process.env.DATA_DIR).toBe("/srv/site/data");
    expect(process.env.PORT).toBe("4000");
    expect(process.env.BACKUP_DIR).toBe("/elsewhere");
    expect(process.env.NODE_ENV).toBe("production");
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
