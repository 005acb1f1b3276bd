import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "./connection-timeouts";

describe("kept-alive connections behind nginx", () => {
  for (const file of ["deploy/nginx/terramare.conf.template", "deploy/nginx/compose-site.conf"]) {
    it(`${file}: nginx closes an idle connection to the app before the app does`, () => {
      const upstream = /upstream terramare_app \{([\s\S]*?)\n\}/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "";
      const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
      expect(upstream).toMatch(/keepalive \d+;/);
      expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
    });
  }
});
