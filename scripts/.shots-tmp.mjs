import { chromium } from "playwright-core";
const [url, width, out, ...ys] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const ctx = await b.newContext({ viewport: { width: Number(width), height: 900 } });
const p = await ctx.newPage();
await p.goto(url, { waitUntil: "networkidle" });
const h = await p.evaluate(() => document.body.scrollHeight);
console.log("height", h);
let i = 0;
for (const y of ys) { await p.screenshot({ path: `${out}-${i++}.png`, clip: { x: 0, y: Number(y), width: Number(width), height: 900 }, fullPage: true }); }
await b.close();
