import { chromium } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
for (const width of [375, 1280]) {
const ctx = await b.newContext({ viewport: { width, height: 900 } });
const p = await ctx.newPage();
await p.goto(process.argv[2], { waitUntil: "networkidle" });
const r = await new AxeBuilder({ page: p }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa"]).analyze();
for (const v of r.violations) for (const n of v.nodes) console.log(width, v.id, n.target.join(" "), n.failureSummary?.split("\n").slice(1,2).join(" "));
await ctx.close();
}
await b.close();
