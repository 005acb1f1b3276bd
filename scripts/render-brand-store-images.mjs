#!/usr/bin/env node
// Rasterizes the brand's SVG artwork into the PNG files of the brand-store package
// (assets/brand-store/), with Debian's Chromium. Run again after changing the SVGs; the PNGs are
// committed, so serving the package never needs a browser.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const images = path.resolve("public/images");
const out = path.resolve("assets/brand-store");
const productIds = ["olive-oils", "cheeses", "preserves", "honeys", "spices", "wines"];

const jobs = [
  { source: "logo.svg", target: "logo.png", width: 1160, height: 320 },
  { source: "logo-mark.svg", target: "logo-mark.png", width: 800, height: 800 },
  ...productIds.map((id) => ({
    source: `products/${id}.svg`,
    target: `products/${id}.png`,
    width: 1600,
    height: 1200,
  })),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const job of jobs) {
    const svg = fs.readFileSync(path.join(images, job.source), "utf8");
    await page.setViewportSize({ width: job.width, height: job.height });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img alt="" width="${job.width}" height="${job.height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}">` +
        `</body></html>`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    const target = path.join(out, job.target);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await page.screenshot({ path: target, omitBackground: true, clip: { x: 0, y: 0, width: job.width, height: job.height } });
    console.log(`${job.target} ${job.width}×${job.height}`);
  }
} finally {
  await browser.close();
}
